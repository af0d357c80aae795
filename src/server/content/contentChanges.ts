import type { ContentCollection, ContentEntry } from '../../lib/content';

/** One entry a publish writes: its file (relative to CONTENT_DIR) and its new data and body
 *  (null: the entry is removed). The file's text is made when the publish runs, so publishes
 *  queued together that change one YAML file each keep the others' changes. */
export interface ContentChange {
  collection: ContentCollection;
  id: string;
  path: string;
  entry: ContentEntry | null;
  /** a Markdown file's exact text to write (a restored version), instead of one made from `entry` */
  text?: string;
}
