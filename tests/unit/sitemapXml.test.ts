import { describe, expect, it } from 'vitest';
import { sitemapDocuments, URLS_PER_SITEMAP } from '../../src/server/seo/sitemapXml';

const base = new URL('https://shop.test');
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemapDocuments', () => {
  it('is one URL set while the paths fit in a file, with escaped absolute URLs', () => {
    const { main, parts } = sitemapDocuments(['/', '/products/a&b', '/faqs'], base, 3);
    expect(parts).toEqual([]);
    expect(main).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(main)).toEqual(['https://shop.test/', 'https://shop.test/products/a&amp;b', 'https://shop.test/faqs']);
  });

  it('past the per-file limit is an index of files, each within the limit, every path once', () => {
    const paths = Array.from({ length: 7 }, (_, i) => `/products/p${i}`);
    const { main, parts } = sitemapDocuments(paths, base, 3);
    expect(main).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(main).not.toContain('<urlset');
    expect(locs(main)).toEqual([
      'https://shop.test/sitemap-1.xml',
      'https://shop.test/sitemap-2.xml',
      'https://shop.test/sitemap-3.xml',
    ]);
    expect(parts.map((part) => locs(part).length)).toEqual([3, 3, 1]);
    expect(parts.flatMap(locs)).toEqual(paths.map((p) => `https://shop.test${p}`));
  });

  it('uses the protocol limit of 50,000 URLs a file', () => {
    expect(URLS_PER_SITEMAP).toBe(50_000);
    const paths = Array.from({ length: 50_001 }, (_, i) => `/products/p${i}`);
    expect(sitemapDocuments(paths.slice(0, 50_000), base).parts).toEqual([]);
    expect(sitemapDocuments(paths, base).parts.map((part) => locs(part).length)).toEqual([50_000, 1]);
  });
});
