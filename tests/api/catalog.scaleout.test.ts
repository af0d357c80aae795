// Two server processes on one PostgreSQL database (the scale-out setup): a catalogue write
// answered by one server must never leave the other serving its cached, stale catalogue.
import { describe, expect, it } from 'vitest';
import { usesPostgres, useTwoServers } from './harness';
import type { Product } from '../../src/lib/types';

describe.skipIf(!usesPostgres())('catalogue cache with two servers on PostgreSQL', () => {
  const servers = useTwoServers();

  it('a write through one server is seen at once through the other', async () => {
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

    const after = await b.api('/api/products', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.body.products.find((p: Product) => p._id === target._id).isActive).toBe(false);
    const pagedAfter = await b.api('/api/products?active=true&limit=5');
    expect(pagedAfter.body.products.map((p: Product) => p._id)).not.toContain(target._id);
    expect(pagedAfter.body.total).toBe(pagedBefore.body.total - 1);
  });
});
