// The budget's checkout guard: how much of the server's CPU one order takes. A few signed-in
// buyers, each from its own address, order one unit of one product (paid on delivery) until the
// count is reached; the server's CPU time (from /proc) over those orders, after a few to warm it
// up, divided by their number. CPU, not latency, so a machine busy with other work moves it little.
import { call, orderOne, restock, signUpBuyers } from './flashSale.mjs';
import { processCpuMs } from './processCpu.mjs';

/** The first active product sold in one variant: an order of it needs no variant id. */
async function oneVariantProduct(base) {
  const res = await call(base, 'GET', '/api/products?active=true&page=1&limit=60');
  const product = res.body?.products?.find((p) => p.variants?.length === 1);
  if (!product) throw new Error('no active product of one variant to order');
  return product._id;
}

/** Places `warmup` and then `orders` orders with `buyers` buyers at once on the server at `base`
 *  (process `pid`); resolves to the orders measured and the server's CPU ms per order. Any answer
 *  but 201 ends it with an error. */
export async function checkoutCpu(base, pid, { adminToken, buyers = 8, warmup = 24, orders = 300 }) {
  const productId = await oneVariantProduct(base);
  await restock(base, adminToken, productId, 1_000_000);
  const tokens = await signUpBuyers(base, buyers);
  const place = async (count) => {
    let left = count;
    await Promise.all(
      tokens.map(async (token) => {
        while (left > 0) {
          left--;
          const res = await orderOne(base, token, productId);
          if (res.status !== 201) throw new Error(`an order answered ${res.status}: ${res.body?.message}`);
        }
      }),
    );
  };
  await place(warmup);
  const before = processCpuMs(pid);
  await place(orders);
  return { orders, cpuPerOrder: (processCpuMs(pid) - before) / orders };
}
