// The sitemap protocol's documents. It allows 50,000 URLs a file: past that, /sitemap.xml is a
// sitemap index naming /sitemap-1.xml, /sitemap-2.xml, ... of at most 50,000 URLs each.
export const URLS_PER_SITEMAP = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const loc = (path: string, base: URL) => `<loc>${escapeXml(new URL(path, base).href)}</loc>`;

/** The sitemap documents for `paths`: `main` is served at /sitemap.xml (the URL set itself, or
 *  an index when the paths need more than one file) and `parts[i]` at /sitemap-(i+1).xml. */
export function sitemapDocuments(paths: string[], base: URL, perFile = URLS_PER_SITEMAP) {
  const urlSet = (some: string[]) =>
    `${XML_HEAD}<urlset ${NS}>\n${some.map((path) => `  <url>${loc(path, base)}</url>`).join('\n')}\n</urlset>\n`;
  if (paths.length <= perFile) return { main: urlSet(paths), parts: [] as string[] };
  const parts: string[] = [];
  for (let start = 0; start < paths.length; start += perFile) parts.push(urlSet(paths.slice(start, start + perFile)));
  const files = parts.map((_, i) => `  <sitemap>${loc(`/sitemap-${i + 1}.xml`, base)}</sitemap>`);
  return { main: `${XML_HEAD}<sitemapindex ${NS}>\n${files.join('\n')}\n</sitemapindex>\n`, parts };
}
