import { describe, expect, it } from 'vitest';
import { parseCategoryListQuery, parseProductListQuery } from '../../src/server/catalog/listQuery';
import { containsPattern } from '../../src/server/db/errors';
import { MAX_PAGE_SIZE, offsetOf, pageInfo, parseListQuery } from '../../src/server/http/listQuery';
import { HttpError } from '../../src/server/http/httpError';
import { firstFreeSlug, slugify } from '../../src/server/catalog/slugs';

const params = (s: string) => new URLSearchParams(s);

describe('list query parsing', () => {
  it('no list parameter means the plain list; unknown ones do not count', () => {
    expect(parseProductListQuery(params(''))).toEqual({ paged: false });
    expect(parseProductListQuery(params('_=123'))).toEqual({ paged: false });
    expect(parseCategoryListQuery(params('active=true'))).toEqual({ paged: false });
  });

  it('defaults to page 1 of 12 and caps the limit at 100', () => {
    expect(parseProductListQuery(params('q='))).toMatchObject({ paged: true, q: '', page: 1, limit: 12 });
    expect(parseProductListQuery(params('limit=5000&page=3'))).toMatchObject({ page: 3, limit: 100 });
  });

  it('reads the product filters', () => {
    // `in=category` is still accepted (category names are always searched now)
    expect(parseProductListQuery(params('active=true&in=category&category=cameras&q=%20Sony%20'))).toMatchObject({
      active: true,
      categories: ['cameras'],
      q: 'Sony',
      inStock: false,
      onSale: false,
    });
    expect(
      parseProductListQuery(params('category=a&category=b,c&sort=price_asc&min=10&max=99.5&inStock=1&onSale=0')),
    ).toMatchObject({
      categories: ['a', 'b', 'c'],
      sort: 'price_asc',
      // in cents
      min: 1000,
      max: 9950,
      inStock: true,
      onSale: false,
    });
    expect(parseProductListQuery(params('category=cameras&category=audio,tv'))).toMatchObject({
      categories: ['cameras', 'audio', 'tv'],
    });
  });

  it('gives the same cache key to the same query however it is written', () => {
    const a = parseProductListQuery(params('page=1&active=true&limit=12'));
    const b = parseProductListQuery(params('limit=12&active=true&_=9'));
    expect(a.paged && b.paged && a.key === b.key).toBe(true);
  });

  it('refuses bad values with a 400 naming the field', () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['limit=-1', 'limit'],
      ['active=yes', 'active'],
      ['in=users', 'in'],
      ['sort=cheap', 'sort'],
      ['min=-5', 'min'],
      ['min=20&max=10', 'max'],
      ['inStock=yes', 'inStock'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      try {
        parseProductListQuery(params(query));
        throw new Error(`accepted ${query}`);
      } catch (err) {
        expect(err).toBeInstanceOf(HttpError);
        expect((err as HttpError).status).toBe(400);
        expect((err as HttpError).message.startsWith(`${field}:`)).toBe(true);
      }
    }
  });

  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('slugs', () => {
  it('makes URL-safe slugs and numbers clashes', () => {
    expect(slugify('Sony α7 IV Mirrorless (Body)')).toBe('sony-7-iv-mirrorless-body');
    expect(slugify('Café Crème')).toBe('cafe-creme');
    expect(slugify('!!!')).toBe('item');
    expect(firstFreeSlug('audio', [])).toBe('audio');
    expect(firstFreeSlug('audio', ['audio', 'audio-2'])).toBe('audio-3');
  });
});

describe('the one list parser', () => {
  const users = (qs: string) => parseListQuery(new URLSearchParams(qs));

  it('answers the plain list when no list parameter is given', () => {
    expect(users('')).toEqual({ paged: false });
  });

  it('reads q, page and limit with defaults, capping limit', () => {
    expect(users('q=%20Ann%20')).toMatchObject({ q: 'Ann', page: 1, limit: 12 });
    expect(users('page=3&limit=5')).toMatchObject({ page: 3, limit: 5 });
    expect(offsetOf({ page: 3, limit: 5 })).toBe(10);
    expect(users('limit=5000')).toMatchObject({ limit: MAX_PAGE_SIZE });
  });

  it('computes page counts and literal LIKE patterns', () => {
    expect(pageInfo(0, { page: 1, limit: 12 })).toEqual({ total: 0, page: 1, pages: 0 });
    expect(pageInfo(41, { page: 1, limit: 20 })).toEqual({ total: 41, page: 1, pages: 3 });
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
