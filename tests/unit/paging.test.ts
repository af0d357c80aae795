import { describe, expect, it } from 'vitest';
import { containsPattern, MAX_PAGE_SIZE, pageInfo, pageRequest } from '../../src/server/http/paging';

const req = (qs: string) => pageRequest(new URL(`http://x/api/users/all${qs}`));

describe('list paging', () => {
  it('answers null (the plain list) when no paging parameter is given', () => {
    expect(req('')).toBeNull();
    expect(req('?active=true')).toBeNull();
  });

  it('reads q, page and limit with defaults, capping limit', () => {
    expect(req('?q=%20Ann%20')).toMatchObject({ q: 'Ann', page: 1, limit: 20, offset: 0 });
    expect(req('?page=3&limit=5')).toMatchObject({ page: 3, limit: 5, offset: 10 });
    expect(req('?limit=5000')?.limit).toBe(MAX_PAGE_SIZE);
  });

  it('refuses a bad page or limit with a message naming it', () => {
    expect(() => req('?page=0')).toThrow(/page/);
    expect(() => req('?limit=abc')).toThrow(/limit/);
  });

  it('computes page counts and literal LIKE patterns', () => {
    expect(pageInfo(0, req('?page=1')!)).toEqual({ total: 0, page: 1, pages: 0 });
    expect(pageInfo(41, req('?limit=20')!)).toEqual({ total: 41, page: 1, pages: 3 });
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
