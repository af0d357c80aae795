export interface BrokenLink {
  /** relative to the root, with forward slashes */
  file: string;
  line: number;
  target: string;
  reason: string;
}
export function slugify(headingText: string): string;
export function anchorsOf(markdown: string): Set<string>;
export function brokenLinks(root: string): BrokenLink[];
