// What every mail says about the shop: its name (the one the pages show, from settings.yaml in
// CONTENT_DIR, or the published pages' after a publish) and the absolute address its links start with.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { config } from '../config';
import { publishedShell } from '../content/liveSite';

export interface ShopInfo {
  name: string;
  /** absolute, no trailing slash: links in mails start with it */
  url: string;
  /** the recipient's unsubscribe page, in the footer of every mail to a customer (outbox.ts) */
  unsubscribeUrl?: string;
}

const FALLBACK_NAME = 'Electro Shop';
let name: string | undefined;

/** `site.shopName` from the settings file; the content collection is not loaded in a server
 *  process, and one plain key needs no YAML parser. */
export function shopNameFrom(source: string): string | null {
  const match = /^\s+shopName:\s*(?:'((?:[^']|'')*)'|"((?:[^"\\]|\\.)*)"|([^#\n]*?))\s*(?:#.*)?$/m.exec(source);
  const value = match ? (match[1]?.replace(/''/g, "'") ?? match[2] ?? match[3]) : null;
  return value?.trim() || null;
}

function shopName(): string {
  const published = publishedShell();
  if (published) return published.settings.shopName;
  if (name === undefined) {
    try {
      name = shopNameFrom(readFileSync(path.join(config.content.dir, 'settings.yaml'), 'utf8')) ?? FALLBACK_NAME;
    } catch {
      name = FALLBACK_NAME;
    }
  }
  return name;
}

export function shopInfo(): ShopInfo {
  return { name: shopName(), url: config.publicUrl || `http://localhost:${config.port}` };
}
