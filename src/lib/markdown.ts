// Markdown for the Content section: the live preview beside the text and the check that a page's
// Markdown holds no raw HTML or script links. micromark is the parser under Astro's own Markdown
// pipeline (remark), with the same GitHub extensions, so the preview reads the text as the build
// does; its output escapes HTML and drops unsafe link targets unless told otherwise.
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

const extensions = [gfm()];
const htmlExtensions = [gfmHtml()];

/** The Markdown as HTML, raw HTML escaped and `javascript:`-style links dropped: safe to show. */
export function renderMarkdown(text: string): string {
  return micromark(text, { extensions, htmlExtensions });
}

/**
 * Why the text may not be published, or null. The build renders raw HTML in Markdown as it is,
 * and built pages allow their own inline scripts (src/server/http/securityHeaders.ts): so a page's
 * text holds Markdown only, which is also all the policies and the FAQ need.
 */
export function markdownProblem(text: string): string | null {
  const unsafe = micromark(text, {
    extensions,
    htmlExtensions,
    allowDangerousHtml: true,
    allowDangerousProtocol: true,
  });
  if (unsafe === renderMarkdown(text)) return null;
  return 'holds HTML or a script link: write Markdown only (links start with /, http:// or https://)';
}
