// Promotions (docs/api.md#promotions): the admin's API, the quote's choice of promotions and its
// reasons, amounts exact to the cent, and uses that are never counted twice, on the real built
// server (both databases: the api and api-pg projects run this file).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product, Promotion } from '../../src/lib/types';
import { startServer, uniqueEmail, type SignedUp, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let buyer: SignedUp;
let catalogue: Product[];
let next = 0;

const ADDRESS = { name: 'Pat Promo', phone: '+1 555 0103', line1: '3 Main St', city: 'Springfield', country: 'US' };

beforeAll(async () => {
  server = await startServer();
  admin = await server.adminToken();
  buyer = await server.signupUser({ name: 'Pat Promo' });
  // products sold one way, so a line needs no variant, and outside the sample shop's automatic
  // promotion (headphones), which the first test looks at on its own
  catalogue = (await server.api('/api/products?limit=100')).body.products.filter(
    (p: Product) => p.isActive && p.variants.length === 1 && p.category.name !== 'Headphones',
  );
});
afterAll(async () => {
  await server?.stop();
});

/** A product no other test touches, at this price with plenty of stock. */
async function productAt(price: string, stock = 500): Promise<Product> {
  const product = catalogue[next++];
  const form = new FormData();
  form.set('price', price);
  form.set('stock', String(stock));
  form.set('compareAtPrice', '');
  const res = await server.api(`/api/products/${product._id}`, { method: 'PUT', token: admin, body: form });
  expect(res.status, res.text).toBe(200);
  return res.body.product;
}

const code = () => `T${randomUUID().slice(0, 8).toUpperCase()}`;

async function promotion(body: Record<string, unknown>): Promise<Promotion> {
  const res = await server.api('/api/promotions', {
    method: 'POST',
    token: admin,
    json: { combinable: true, ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.promotion;
}

/** Ends the promotion, so the automatic ones of one test do not reach the carts of another. */
const end = (p: Promotion) =>
  server.api(`/api/promotions/${p._id}`, { method: 'PATCH', token: admin, json: { endsAt: new Date().toISOString() } });

const quote = (items: unknown, extra: Record<string, unknown> = {}, token?: string) =>
  server.api('/api/cart/quote', { method: 'POST', token, json: { items, ...extra } });

const line = (product: Product, quantity = 1) => ({ productId: product._id, quantity });

function place(items: unknown, extra: Record<string, unknown> = {}, token: string | undefined = buyer.token) {
  return server.api('/api/orders', {
    method: 'POST',
    token,
    headers: { 'Idempotency-Key': randomUUID() },
    json: { items, shippingAddress: ADDRESS, paymentMethod: 'cod', ...extra },
  });
}

/** An order without a token: a guest's, for the body's `email`. */
const guestPlace = (items: unknown, extra: Record<string, unknown>) =>
  server.api('/api/orders', {
    method: 'POST',
    headers: { 'Idempotency-Key': randomUUID() },
    json: { items, shippingAddress: ADDRESS, paymentMethod: 'cod', ...extra },
  });

const cents = (amount: number) => Math.round(amount * 100);

const GUEST_REFUSAL = (c: string) =>
  `The coupon code ${c} is limited per customer: to use it with this e-mail address, please sign in, or remove the code to order without it.`;

describe('the sample shop', () => {
  it('takes 10% off headphones by itself, and WELCOME10 once per customer', async () => {
    const all = (await server.api('/api/products?limit=100')).body.products as Product[];
    const headphones = all.find((p) => p.isActive && p.category.name === 'Headphones' && p.stock > 2)!;
    const variant = headphones.variants.find((v) => v.isActive && v.stock > 2)!;
    const items = [{ productId: headphones._id, variantId: variant._id, quantity: 1 }];
    const auto = (await quote(items)).body.quote;
    expect(auto.discounts.map((d: { name: string; code: string | null }) => [d.name, d.code])).toEqual([
      ['10% off headphones', null],
    ]);
    expect(auto.discount).toBe(Math.round(variant.price * 10) / 100);
    const customer = await server.signupUser({ name: 'New Customer' });
    const welcome = (await quote(items, { couponCode: 'welcome10' }, customer.token)).body.quote;
    expect(welcome.coupon).toEqual({ code: 'WELCOME10', applied: true });
    expect(welcome.discounts).toHaveLength(2);
    expect((await place(items, { couponCode: 'WELCOME10' }, customer.token)).status).toBe(201);
    const again = (await quote(items, { couponCode: 'WELCOME10' }, customer.token)).body.quote;
    expect(again.coupon).toEqual({ code: 'WELCOME10', applied: false, reason: 'already used' });
  });
});

describe('the admin manages promotions', () => {
  it('creates a code and an automatic promotion, lists them with their uses, and refuses bad values naming the field', async () => {
    const product = await productAt('10.00');
    const c = code();
    const withCode = await promotion({ name: 'Ten off', code: c.toLowerCase(), type: 'percentage', value: 10 });
    expect(withCode).toMatchObject({ code: c, type: 'percentage', value: 10, uses: 0, state: 'running', target: null });
    const auto = await promotion({
      name: 'Cables',
      type: 'fixed',
      value: 1.5,
      target: { products: [product._id] },
      startsAt: '2020-01-01',
      endsAt: '2020-02-01T12:00',
    });
    expect(auto).toMatchObject({ code: null, value: 1.5, state: 'ended', target: { products: [product._id] } });

    const list = await server.api('/api/promotions', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.promotions.map((p: Promotion) => p._id)).toEqual(expect.arrayContaining([withCode._id, auto._id]));
    expect((await server.api('/api/promotions', { token: buyer.token })).status).toBe(403);
    expect((await server.api('/api/promotions')).status).toBe(401);

    const bad: [Record<string, unknown>, RegExp][] = [
      [{ name: '', type: 'fixed', value: 1 }, /^name: /],
      [{ name: 'x', type: 'half', value: 1 }, /^type: /],
      [{ name: 'x', type: 'percentage', value: 150 }, /^value: must be a percentage from 1 to 100/],
      [{ name: 'x', type: 'percentage' }, /^value: is required/],
      [{ name: 'x', type: 'free_shipping', value: 5 }, /^value: must be left out/],
      [{ name: 'x', type: 'fixed', value: 0 }, /^value: must be an amount above 0/],
      [{ name: 'x', type: 'fixed', value: 1, code: 'a b' }, /^code: /],
      [{ name: 'x', type: 'fixed', value: 1, code: c.toLowerCase() }, /^code: another promotion already has this code/],
      [
        { name: 'x', type: 'fixed', value: 1, target: { products: ['nope'] } },
        /^target\.products\.0: there is no product/,
      ],
      [{ name: 'x', type: 'fixed', value: 1, startsAt: '2026-12-02', endsAt: '2026-12-01' }, /^endsAt: must be after/],
      [{ name: 'x', type: 'fixed', value: 1, startsAt: '2026-13-01' }, /^startsAt: must be a date/],
      [{ name: 'x', type: 'fixed', value: 1, usageLimit: 0 }, /^usageLimit: /],
    ];
    const before = (await server.api('/api/promotions', { token: admin })).body.promotions.length;
    for (const [body, message] of bad) {
      const res = await server.api('/api/promotions', { method: 'POST', token: admin, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await server.api('/api/promotions', { token: admin })).body.promotions).toHaveLength(before);
    await end(withCode);
  });

  it('an unused promotion can be deleted; a used one only ended, and its orders keep it', async () => {
    const product = await productAt('20.00');
    const c = code();
    const unused = await promotion({ name: 'Unused', code: code(), type: 'fixed', value: 1 });
    expect((await server.api(`/api/promotions/${unused._id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await server.api(`/api/promotions/${unused._id}`, { token: admin })).status).toBe(404);

    const used = await promotion({ name: 'Used', code: c, type: 'fixed', value: 2 });
    const placed = await place([line(product)], { couponCode: c });
    expect(placed.status, placed.text).toBe(201);
    const refused = await server.api(`/api/promotions/${used._id}`, { method: 'DELETE', token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/cannot be deleted: 1 order used it.*End it instead/);
    const ended = await end(used);
    expect(ended.status).toBe(200);
    expect(ended.body.promotion).toMatchObject({ state: 'ended', uses: 1, given: 2, name: 'Used', value: 2 });
    const order = (await server.api(`/api/orders/${placed.body.order._id}`, { token: buyer.token })).body
      .order as Order;
    expect(order.promotions).toEqual([{ promotionId: used._id, name: 'Used', code: c, amount: 2 }]);
    // an ended code no longer applies, and is said as one that does not exist
    const again = await quote([line(product)], { couponCode: c });
    expect(again.body.quote.coupon).toEqual({ code: c, applied: false, reason: 'not a valid code' });
  });
});

describe('the quote applies promotions', () => {
  it('a code takes its percentage off, shared over the lines to the cent, and says why another does not apply', async () => {
    const a = await productAt('0.10');
    const b = await productAt('33.33');
    const c = code();
    const p = await promotion({ name: 'Seven percent', code: c, type: 'percentage', value: 7 });
    const res = await quote([line(a, 7), line(b, 3)], { couponCode: c.toLowerCase() });
    expect(res.status, res.text).toBe(200);
    const q = res.body.quote;
    // 7% of 100.69 is 7.0483: 7.05, rounded once, not per unit or per line
    expect(q.subtotal).toBe(100.69);
    expect(q.discount).toBe(7.05);
    expect(q.discounts).toEqual([{ promotionId: p._id, name: 'Seven percent', code: c, amount: 7.05 }]);
    expect(q.lines.reduce((sum: number, l: { discount: number }) => sum + cents(l.discount), 0)).toBe(705);
    expect(q.total).toBe(93.64);
    expect(q.coupon).toEqual({ code: c, applied: true });

    const wrong = await quote([line(a)], { couponCode: 'NO-SUCH-CODE' });
    expect(wrong.body.quote.coupon).toEqual({ code: 'NO-SUCH-CODE', applied: false, reason: 'not a valid code' });
    expect(wrong.body.quote.discount).toBe(0);
    await end(p);
  });

  it('says "needs a subtotal of" and "not for these products"; a code not active yet is not a valid one', async () => {
    const a = await productAt('40.00');
    const other = await productAt('5.00');
    const [min, only, later] = [code(), code(), code()];
    const ps = [
      await promotion({ name: 'Big carts', code: min, type: 'fixed', value: 10, minSubtotal: 100 }),
      await promotion({ name: 'Only A', code: only, type: 'fixed', value: 1, target: { products: [a._id] } }),
      await promotion({ name: 'Later', code: later, type: 'fixed', value: 1, startsAt: '2099-01-01' }),
    ];
    const reason = async (items: unknown, c: string) =>
      (await quote(items, { couponCode: c })).body.quote.coupon.reason;
    expect(await reason([line(a, 2)], min)).toBe('needs a subtotal of $100.00');
    // the minimum is the subtotal before any discount
    expect((await quote([line(a, 3)], { couponCode: min })).body.quote.coupon.applied).toBe(true);
    expect(await reason([line(other)], only)).toBe('not for these products');
    const targeted = (await quote([line(a), line(other)], { couponCode: only })).body.quote;
    expect(targeted.lines.map((l: { discount: number }) => l.discount)).toEqual([1, 0]);
    expect(await reason([line(a)], later)).toBe('not a valid code');
    for (const p of ps) await end(p);
  });

  it('stacks automatic promotions with one code; a non-combinable one applies alone when it saves more; the total never goes below zero', async () => {
    const a = await productAt('50.00');
    const [stacking, alone] = [code(), code()];
    const auto = await promotion({
      name: 'Auto five',
      type: 'fixed',
      value: 5,
      target: { products: [a._id] },
      priority: 5,
    });
    const codeP = await promotion({ name: 'Code ten pct', code: stacking, type: 'percentage', value: 10 });
    const both = (await quote([line(a, 2)], { couponCode: stacking })).body.quote;
    // each worked out on the prices before discounts: 5 + 10% of 100
    expect(both.discounts.map((d: { name: string }) => d.name)).toEqual(['Auto five', 'Code ten pct']);
    expect(both.discount).toBe(15);
    expect(both.total).toBe(85);
    // automatic promotions show without a code
    const plain = (await quote([line(a, 2)])).body.quote;
    expect(plain.discounts.map((d: { name: string }) => d.name)).toEqual(['Auto five']);
    expect(plain.coupon).toBeUndefined();

    const big = await promotion({ name: 'Alone 30', code: alone, type: 'fixed', value: 30, combinable: false });
    const best = (await quote([line(a, 2)], { couponCode: alone })).body.quote;
    expect(best.discounts.map((d: { name: string }) => d.name)).toEqual(['Alone 30']);
    expect(best.total).toBe(70);
    // on a cart of one unit 30 off beats 5 off; never below zero on a cheaper cart
    const huge = await promotion({ name: 'Huge', code: code(), type: 'fixed', value: 500, combinable: false });
    const free = (await quote([line(a)], { couponCode: huge.code })).body.quote;
    expect(free.total).toBe(0);
    expect(free.discount).toBe(50);
    // a non-combinable code that saves less than the automatic ones loses, and says so
    const small = await promotion({ name: 'Small', code: code(), type: 'fixed', value: 1, combinable: false });
    const lost = (await quote([line(a, 2)], { couponCode: small.code })).body.quote;
    expect(lost.coupon).toEqual({ code: small.code, applied: false, reason: 'a better offer already applies' });
    expect(lost.discounts.map((d: { name: string }) => d.name)).toEqual(['Auto five']);
    for (const p of [auto, codeP, big, huge, small]) await end(p);
  });

  it('the order stores the promotions and line discounts of the quote; a code that stopped applying is a 409 with the new quote', async () => {
    const a = await productAt('19.99');
    const c = code();
    const p = await promotion({ name: 'Fifteen', code: c, type: 'percentage', value: 15 });
    const q = (await quote([line(a, 3)], { couponCode: c })).body.quote;
    const res = await place([line(a, 3)], { couponCode: c, expectedTotal: q.total });
    expect(res.status, res.text).toBe(201);
    const order = res.body.order as Order;
    expect(order).toMatchObject({ subtotal: q.subtotal, discount: q.discount, total: q.total });
    expect(order.items[0].discount).toBe(q.lines[0].discount);
    expect(order.promotions).toEqual(q.discounts);

    await end(p);
    const late = await place([line(a, 3)], { couponCode: c, expectedTotal: q.total });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      `The coupon code ${c} cannot be used: not a valid code. Please check your order and place it again.`,
    );
    expect(late.body.quote.coupon).toEqual({ code: c, applied: false, reason: 'not a valid code' });
    expect(late.body.quote.total).toBe(59.97);
  });
});

describe('uses are never counted twice', () => {
  it('20 parallel orders on a code limited to 5 uses: exactly 5 discounted, the others 409 with the reason', async () => {
    const a = await productAt('12.00');
    const c = code();
    const p = await promotion({ name: 'Five only', code: c, type: 'fixed', value: 2, usageLimit: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => place([line(a)], { couponCode: c, email: uniqueEmail('rush') }, undefined)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const r of results.filter((x) => x.status === 201)) expect(r.body.order.discount).toBe(2);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.quote.coupon).toEqual({ code: c, applied: false, reason: 'not a valid code' });
    expect((await server.api(`/api/promotions/${p._id}`, { token: admin })).body.promotion.uses).toBe(5);
    // the admin's figures: each promotion's uses and what it gave
    const stats = (await server.api('/api/orders/stats', { token: admin })).body;
    expect(stats.promotions).toContainEqual({ promotionId: p._id, name: 'Five only', code: c, uses: 5, given: 10 });
    expect(typeof stats.discounts).toBe('number');
  });

  it("a per-customer limit holds against the same customer's parallel orders; a cancelled order gives its use back", async () => {
    const a = await productAt('8.00');
    const c = code();
    const p = await promotion({ name: 'Once each', code: c, type: 'fixed', value: 1, perCustomerLimit: 1 });
    const results = await Promise.all(Array.from({ length: 6 }, () => place([line(a)], { couponCode: c })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    // the cart already knows the signed-in customer used it
    expect((await quote([line(a)], { couponCode: c }, buyer.token)).body.quote.coupon.reason).toBe('already used');
    // another customer still may
    const other = await server.signupUser({ name: 'Other Promo' });
    expect((await place([line(a)], { couponCode: c }, other.token)).status).toBe(201);

    const order = results.find((r) => r.status === 201)!.body.order as Order;
    const cancel = await server.api(`/api/orders/${order._id}`, {
      method: 'PATCH',
      token: admin,
      json: { status: 'cancelled' },
    });
    expect(cancel.status, cancel.text).toBe(200);
    // a second cancel changes nothing
    await server.api(`/api/orders/${order._id}`, { method: 'PATCH', token: admin, json: { status: 'cancelled' } });
    expect((await server.api(`/api/promotions/${p._id}`, { token: admin })).body.promotion.uses).toBe(1);
    expect((await place([line(a)], { couponCode: c })).status).toBe(201);
    // as a guest, the customer's address cannot spend it: signing in does
    const asGuest = await guestPlace([line(a)], { couponCode: c, email: buyer.email });
    expect(asGuest.status).toBe(409);
    expect(asGuest.body.message).toBe(GUEST_REFUSAL(c));
    await end(p);
  });
});

describe('a stranger cannot tell codes apart', () => {
  it('hears the same for an unknown code and one nobody can use now (ended, not started, used up)', async () => {
    const a = await productAt('25.00');
    const [ended, later, usedUp] = [code(), code(), code()];
    const ps = [
      await promotion({ name: 'Ended', code: ended, type: 'fixed', value: 1, endsAt: '2020-01-01' }),
      await promotion({ name: 'Later', code: later, type: 'fixed', value: 1, startsAt: '2099-01-01' }),
      await promotion({ name: 'Once', code: usedUp, type: 'fixed', value: 1, usageLimit: 1 }),
    ];
    expect((await place([line(a)], { couponCode: usedUp })).status).toBe(201);
    const answer = async (c: string) => {
      const { quote: q } = (await quote([line(a)], { couponCode: c })).body;
      return { ...q, coupon: { ...q.coupon, code: '-' } };
    };
    const unknown = await answer(code());
    expect(unknown.coupon).toEqual({ code: '-', applied: false, reason: 'not a valid code' });
    for (const c of [ended, later, usedUp]) {
      expect(await answer(c)).toEqual(unknown);
      // signed in too: these are about the code, not about the customer
      expect((await quote([line(a)], { couponCode: c }, buyer.token)).body.quote.coupon.reason).toBe(
        'not a valid code',
      );
      const refused = await place([line(a)], { couponCode: c });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        `The coupon code ${c} cannot be used: not a valid code. Please check your order and place it again.`,
      );
    }
    for (const p of ps) await end(p);
  });

  it("an anonymous quote naming an e-mail says nothing of that address's uses; the signed-in customer hears of their own", async () => {
    const a = await productAt('9.00');
    const c = code();
    const p = await promotion({ name: 'Once per customer', code: c, type: 'fixed', value: 1, perCustomerLimit: 1 });
    const customer = await server.signupUser({ name: 'Used It' });
    expect((await place([line(a)], { couponCode: c }, customer.token)).status).toBe(201);
    const asked = await quote([line(a)], { couponCode: c, email: customer.email });
    const fresh = await quote([line(a)], { couponCode: c, email: uniqueEmail('fresh') });
    expect(asked.body.quote.coupon).toEqual({ code: c, applied: true });
    expect(asked.body.quote).toEqual(fresh.body.quote);
    expect((await quote([line(a)], { couponCode: c }, customer.token)).body.quote.coupon).toEqual({
      code: c,
      applied: false,
      reason: 'already used',
    });
    await end(p);
  });

  it('a guest order cannot spend a once-per-customer code for an e-mail that has an account: signing in spends it', async () => {
    const a = await productAt('11.00');
    const c = code();
    const p = await promotion({ name: 'Welcome each', code: c, type: 'fixed', value: 2, perCustomerLimit: 1 });
    const owner = await server.signupUser({ name: 'Has Account' });
    const asGuest = await guestPlace([line(a)], { couponCode: c, email: owner.email });
    expect(asGuest.status).toBe(409);
    expect(asGuest.body.message).toBe(GUEST_REFUSAL(c));
    expect((await server.api(`/api/promotions/${p._id}`, { token: admin })).body.promotion.uses).toBe(0);
    // the owner, signed in, still has the use
    const signedIn = await place([line(a)], { couponCode: c }, owner.token);
    expect(signedIn.status, signedIn.text).toBe(201);
    expect(signedIn.body.order.discount).toBe(2);

    // an e-mail without an account may use it once as a guest; the second time is refused in the
    // same words as for an account, so neither tells that this address used it
    const email = uniqueEmail('guest-once');
    const first = await guestPlace([line(a)], { couponCode: c, email });
    expect(first.status, first.text).toBe(201);
    expect(first.body.order.discount).toBe(2);
    const second = await guestPlace([line(a)], { couponCode: c, email });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(GUEST_REFUSAL(c));
    expect((await server.api(`/api/promotions/${p._id}`, { token: admin })).body.promotion.uses).toBe(2);
    await end(p);
  });
});

describe('wrong codes are throttled per client address', () => {
  let limited: TestServer;
  beforeAll(async () => {
    // TRUST_PROXY: each test speaks from addresses of its own (X-Forwarded-For)
    limited = await startServer({ COUPON_FAILURES_PER_ADDRESS: '3', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const ask = (address: string, couponCode: string, items: unknown) =>
    limited.api('/api/cart/quote', { method: 'POST', headers: from(address), json: { items, couponCode } });

  it('counts different wrong codes only; beyond the limit no code is looked at, and an order is 429', async () => {
    const token = await limited.adminToken();
    const products = (await limited.api('/api/products?limit=100')).body.products as Product[];
    const product = products.find((p) => p.isActive && p.variants.length === 1 && p.stock > 5)!;
    const items = [line(product)];
    const good = code();
    const created = await limited.api('/api/promotions', {
      method: 'POST',
      token,
      json: { name: 'Real', code: good, type: 'fixed', value: 1, combinable: true },
    });
    expect(created.status, created.text).toBe(201);
    const reason = async (c: string, address = '203.0.113.7') =>
      (await ask(address, c, items)).body.quote.coupon.reason ?? 'applied';

    expect(await reason('WRONG-ONE')).toBe('not a valid code');
    // a cart sends its code with every quote: the same wrong code again is not a new guess
    for (let n = 0; n < 5; n++) expect(await reason('WRONG-ONE')).toBe('not a valid code');
    expect(await reason(good)).toBe('applied');
    expect(await reason('WRONG-TWO')).toBe('not a valid code');
    expect(await reason('WRONG-THREE')).toBe('not a valid code');
    // the fourth different one is not looked at, and then neither is a real one
    expect(await reason('WRONG-FOUR')).toBe('too many codes tried');
    expect(await reason(good)).toBe('too many codes tried');
    const quoted = (await ask('203.0.113.7', good, items)).body.quote;
    expect(quoted.discount).toBe(0);
    const order = await limited.api('/api/orders', {
      method: 'POST',
      headers: { ...from('203.0.113.7'), 'Idempotency-Key': randomUUID() },
      json: { items, shippingAddress: ADDRESS, paymentMethod: 'cod', couponCode: good, email: uniqueEmail('g') },
    });
    expect(order.status).toBe(429);
    expect(Number(order.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(order.body.message).toMatch(/^Too many wrong coupon codes from here\. Please try again in \d+ minutes?\.$/);
    // the cart itself still quotes, and another address is judged as before
    expect(
      (await limited.api('/api/cart/quote', { method: 'POST', headers: from('203.0.113.7'), json: { items } })).status,
    ).toBe(200);
    expect(await reason(good, '203.0.113.8')).toBe('applied');
  });

  it('judges at most the limit of parallel guesses', async () => {
    const products = (await limited.api('/api/products?limit=100')).body.products as Product[];
    const product = products.find((p) => p.isActive && p.variants.length === 1)!;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => ask('198.51.100.9', `GUESS-${n}`, [line(product)])),
    );
    const reasons = answers.map((r) => r.body.quote.coupon.reason);
    expect(reasons.filter((r) => r === 'not a valid code')).toHaveLength(3);
    expect(reasons.filter((r) => r === 'too many codes tried')).toHaveLength(9);
  });
});
