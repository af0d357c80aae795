// Two server processes on one PostgreSQL database (the scale-out setup): a catalogue write
// answered by one server must never leave the other serving its cached, stale catalogue: admins
// see it at once, shoppers once the other server's rebuild is done (at most a second later).
import { describe, expect, it } from 'vitest';
import { usesPostgres, useTwoServers } from './harness';
import type { Product } from '../../src/lib/types';

describe.skipIf(!usesPostgres())('catalogue cache with two servers on PostgreSQL', () => {
  const servers = useTwoServers();

  it('a write through one server is seen at once through the other by an admin', async () => {
    const { a, b } = servers;
    const before = await b.api('/api/products');
    const pagedBefore = await b.api('/api/products?active=true&limit=5');
    const etag = before.headers.get('etag')!;
    expect((await b.api('/api/products', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    // same version and query: both servers hand out the same ETag
    expect((await a.api('/api/products')).headers.get('etag')).toBe(etag);

    const target: Product = pagedBefore.body.products[0];
    const token = await a.adminToken();
    const patched = await a.api(`/api/products/${target._id}`, { method: 'PATCH', token, json: { isActive: false } });
    expect(patched.status).toBe(200);

    // an admin's read waits for the rebuild, so it shows the write at once
    const adminB = await b.adminToken();
    const after = await b.api('/api/products', { token: adminB, headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.body.products.find((p: Product) => p._id === target._id).isActive).toBe(false);
    const pagedAfter = await b.api('/api/products?active=true&limit=5', { token: adminB });
    expect(pagedAfter.body.products.map((p: Product) => p._id)).not.toContain(target._id);
    expect(pagedAfter.body.total).toBe(pagedBefore.body.total - 1);
  });

  it('a shopper sees the write through the other server once its rebuild is done, and never anything but the answer before it or after it meanwhile', async () => {
    const { a, b } = servers;
    const query = '/api/products?active=true&limit=5&sort=price_desc';
    const before = await b.api(query);
    const target: Product = before.body.products[0];
    const patched = await a.api(`/api/products/${target._id}`, {
      method: 'PATCH',
      token: await a.adminToken(),
      json: { isActive: false },
    });
    expect(patched.status).toBe(200);
    // while a slow rebuild runs, shoppers may get the answer from before the write for at most a
    // second (STALE_FOR_MS in src/server/http/cache/responseCache.ts); then every answer is the new one
    const sent = Date.now();
    let seen = await b.api(query);
    while (seen.body.products.some((p: Product) => p._id === target._id)) {
      expect(seen.body).toEqual(before.body);
      expect(Date.now() - sent).toBeLessThan(3000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await b.api(query);
    }
    expect(seen.body.total).toBe(before.body.total - 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await b.api(query)).body).toEqual(seen.body);
  });
});
