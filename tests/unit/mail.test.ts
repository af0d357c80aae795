// The mail's pure parts: the retry schedule, the templates (HTML and text, escaped, no images,
// absolute links), the shop's name from the settings file, and the log block of a mail that is
// not sent.
import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../src/server/orders/orderRecord';
import { sampleOrder as order } from '../helpers/orderRecord';
import { FIRST_HOUR_TRIES, MAX_TRIES, retryDelaySeconds } from '../../src/server/mail/schedule';
import { shopNameFrom } from '../../src/server/mail/shop';
import { TEMPLATES } from '../../src/server/mail/templates';
import { linksOf, logBlock } from '../../src/server/mail/transport';

const shop = { name: 'Electro Shop', url: 'https://shop.example' };

describe('retry schedule', () => {
  it('waits at most 60 s between tries in the first hour, then at most 15 min, and gives up after about 3 days', () => {
    let elapsed = 0;
    for (let tries = 1; tries < MAX_TRIES; tries++) {
      const wait = retryDelaySeconds(tries);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(elapsed < 3600 ? 60 : 900);
      elapsed += wait;
    }
    expect(retryDelaySeconds(1)).toBe(5);
    expect(FIRST_HOUR_TRIES).toBeGreaterThan(50);
    expect(elapsed + retryDelaySeconds(MAX_TRIES)).toBeGreaterThanOrEqual(3 * 24 * 3600);
    expect(elapsed).toBeLessThan(3 * 24 * 3600 + 900);
    expect(retryDelaySeconds(10_000)).toBe(900);
  });
});

describe('templates', () => {
  it('the order confirmation: number, every line, total, address, payment and the link, as HTML and as text', () => {
    const mail = TEMPLATES['order-confirmation']({ order }, shop);
    expect(mail.subject).toBe('Your Electro Shop order EL-10042');
    expect(mail.text).toContain('- Cable <USB-C> & "more"\n  2 x $9.50 = $19.00');
    expect(mail.text).toContain('Total:    $1,218.00');
    // the variant bought, with its SKU; nothing for a product sold one way
    expect(mail.text).toContain('- Laptop\n  16 GB / Silver · SKU SKU-2\n  1 x $1,199.00');
    expect(mail.html).toContain('16 GB / Silver · SKU SKU-2');
    expect(mail.html).not.toContain('SKU SKU-1');
    expect(mail.text).toContain('Pay on delivery');
    // in the country's order (src/lib/formatAddress.ts), the phone last
    expect(mail.text).toContain('  1 Main St\n  Springfield, IL 12345\n  United States\n  +1 555 0100');
    expect(mail.html).toContain('1 Main St<br>Springfield, IL 12345<br>United States');
    expect(mail.text).toContain('View your order: https://shop.example/dashboard/orders?id=o-1');
    expect(mail.html).toContain('Cable &lt;USB-C&gt; &amp; &quot;more&quot;');
    expect(mail.html).not.toContain('<USB-C>');
    expect(mail.html).toContain('href="https://shop.example/dashboard/orders?id=o-1"');
    expect(mail.html).toContain('#1d4ed8');
    expect(mail.html).not.toMatch(/<img|<script/i);
  });

  it("each line's option values and SKU under its name, only for a line with a variant, in HTML and text", () => {
    const withVariant = {
      ...order,
      items: [...order.items, { ...order.items[1], variant: 'Black <Pro>', sku: 'LT-16-BK' }],
    };
    for (const mail of [
      TEMPLATES['order-confirmation']({ order: withVariant }, shop),
      TEMPLATES['order-status']({ order: { ...withVariant, status: 'shipped' } }, shop),
    ]) {
      expect(mail.text).toContain('- Laptop\n  16 GB / Silver · SKU SKU-2\n  1 x $1,199.00 = $1,199.00');
      // a product sold one way: its line has no variant text and no SKU
      expect(mail.text).toContain('- Cable <USB-C> & "more"\n  2 x $9.50');
      expect(mail.text).not.toContain('SKU-1');
      expect(mail.html).toMatch(
        /Laptop<br><span [^>]*>16 GB \/ Silver · SKU SKU-2<\/span><br><span [^>]*>1 × \$1,199\.00/,
      );
      expect(mail.html).toContain('Black &lt;Pro&gt; · SKU LT-16-BK');
      expect(mail.html).not.toContain('SKU-1');
    }
  });

  it('each promotion the order was given, by name and code, above the discount, in HTML and text', () => {
    const discounted: OrderRecord = {
      ...order,
      promotions: [
        { promotionId: 'pr1', name: 'Spring <sale>', code: null, amountCents: 6090 },
        { promotionId: 'pr2', name: 'Welcome', code: 'WELCOME10', amountCents: 11571 },
      ],
      discountCents: 17661,
      totalCents: 104139,
    };
    for (const mail of [
      TEMPLATES['order-confirmation']({ order: discounted }, shop),
      TEMPLATES['order-status']({ order: { ...discounted, status: 'paid' } }, shop),
    ]) {
      expect(mail.text).toContain(
        'Subtotal: $1,218.00\nSpring <sale>: -$60.90\nWelcome (WELCOME10): -$115.71\nDiscount: -$176.61\n',
      );
      expect(mail.text).toContain('Total:    $1,041.39');
      // the admin's text is escaped like the shopper's
      expect(mail.html).toContain('Spring &lt;sale&gt;');
      expect(mail.html).not.toContain('<sale>');
      expect(mail.html).toMatch(/Welcome \(WELCOME10\)<\/td><td [^>]*>-\$115\.71</);
      expect(mail.html.indexOf('WELCOME10')).toBeLessThan(mail.html.indexOf('Discount'));
    }
    // an order without promotions lists none
    expect(TEMPLATES['order-confirmation']({ order }, shop).text).not.toContain('Discount');
  });

  it('the tax per rate, added above the total or inside it under the total, and the invoice and credit note links', () => {
    const taxed: OrderRecord = {
      ...order,
      status: 'paid',
      taxCents: 9744,
      totalCents: 131544,
      taxLines: [{ name: 'California sales tax', rate: 8, amountCents: 9744 }],
      invoiceNumber: 'INV-2026-000007',
      invoiceUrl: '/api/orders/o-1/invoice?key=k1',
    };
    const added = TEMPLATES['order-status']({ order: taxed }, shop);
    expect(added.text).toContain('California sales tax (8%): $97.44\nTotal:    $1,315.44');
    expect(added.text).toContain('Invoice INV-2026-000007 (PDF): https://shop.example/api/orders/o-1/invoice?key=k1');
    expect(added.html).toContain('href="https://shop.example/api/orders/o-1/invoice?key=k1"');
    expect(added.html).toContain('Download Invoice INV-2026-000007 (PDF)');
    expect(added.text).not.toContain('Credit note');

    const included = TEMPLATES['order-status'](
      {
        order: {
          ...taxed,
          status: 'cancelled',
          totalCents: 121800,
          taxIncluded: true,
          taxLines: [{ name: 'Germany VAT', rate: 19, amountCents: 19447 }],
          creditNoteNumber: 'CN-2026-000003',
          creditNoteUrl: '/api/orders/o-1/credit-note?key=k1',
        },
      },
      shop,
    );
    expect(included.text).toContain('Total:    $1,218.00\nIncludes Germany VAT (19%): $194.47');
    expect(included.text).toContain(
      'Credit note CN-2026-000003 (PDF): https://shop.example/api/orders/o-1/credit-note?key=k1',
    );
    // no tax, no tax line
    expect(TEMPLATES['order-confirmation']({ order }, shop).text).not.toMatch(/tax|VAT|Invoice/i);
  });

  it("a guest's link when the mail has one; an order without an account links to order tracking", () => {
    const guest = TEMPLATES['order-confirmation']({ order, url: 'https://shop.example/order-tracking?key=k' }, shop);
    expect(guest.text).toContain('View your order: https://shop.example/order-tracking?key=k');
    const orphan = TEMPLATES['order-status'](
      { order: { ...order, status: 'shipped', customer: { ...order.customer, userId: null } } },
      shop,
    );
    expect(orphan.text).toContain('View your order: https://shop.example/order-tracking');
  });

  it('a status mail for paid, shipped, delivered and cancelled only', () => {
    const subjects = (['paid', 'shipped', 'delivered', 'cancelled'] as const).map(
      (status) => TEMPLATES['order-status']({ order: { ...order, status } }, shop).subject,
    );
    expect(subjects).toEqual([
      'Electro Shop: order EL-10042 is paid',
      'Electro Shop: order EL-10042 has shipped',
      'Electro Shop: order EL-10042 was delivered',
      'Electro Shop: order EL-10042 was cancelled',
    ]);
    expect(() => TEMPLATES['order-status']({ order }, shop)).toThrow();
  });

  it("a pay-on-delivery order is paid at the door: its shipped and delivered mails say so, a card order's do not", () => {
    const text = (paymentMethod: OrderRecord['paymentMethod'], status: OrderRecord['status']) =>
      TEMPLATES['order-status']({ order: { ...order, paymentMethod, status } }, shop).text;
    expect(text('cod', 'shipped')).toContain('is on its way. You pay the courier when it is delivered.');
    expect(text('cod', 'delivered')).toContain('was delivered and paid.');
    expect(text('card', 'shipped')).not.toContain('courier');
    expect(text('card', 'delivered')).not.toContain('and paid');
  });

  it('reset and verification mails carry their link; the contact copy answers to the writer; the reply quotes', () => {
    const reset = TEMPLATES['password-reset'](
      { name: 'Ann', url: 'https://shop.example/reset-password?token=t' },
      shop,
    );
    expect(reset.text).toContain('https://shop.example/reset-password?token=t');
    expect(reset.html).toContain('href="https://shop.example/reset-password?token=t"');
    const verify = TEMPLATES['verify-email']({ name: 'Ann', url: 'https://shop.example/verify-email?token=v' }, shop);
    expect(verify.text).toContain('https://shop.example/verify-email?token=v');
    const copy = TEMPLATES['contact-copy'](
      { name: 'Bo', email: 'bo@example.com', subject: 'Hi <there>', message: 'Line one\nLine two' },
      shop,
    );
    expect(copy.replyTo).toBe('bo@example.com');
    expect(copy.html).toContain('Line one<br>Line two');
    expect(copy.html).not.toContain('<there>');
    const reply = TEMPLATES['contact-reply'](
      { name: 'Bo', subject: 'Hi', reply: 'Thanks!', message: 'Line one\nLine two' },
      shop,
    );
    expect(reply.subject).toBe('Re: Hi');
    expect(reply.text).toContain('> Line one\n> Line two');
  });
});

describe('shop name', () => {
  it('reads site.shopName, quoted or not, and nothing else', () => {
    expect(shopNameFrom('site:\n  shopName: Electro Shop\n')).toBe('Electro Shop');
    expect(shopNameFrom("site:\n  shopName: 'Anna''s Shop' # the name\n")).toBe("Anna's Shop");
    expect(shopNameFrom('site:\n  shopName: "Volt & Co"\n')).toBe('Volt & Co');
    expect(shopNameFrom('site:\n  dealText: x\n')).toBeNull();
  });
});

describe('the log block of a mail not sent', () => {
  it('names sender, recipient and subject, lists the links, then the text', () => {
    const block = logBlock({
      to: 'ann@example.com',
      subject: 'Reset',
      html: '',
      text: 'Open https://shop.example/reset-password?token=abc now.\nOr https://shop.example/',
      replyTo: null,
      listUnsubscribe: null,
      messageId: '<x@y>',
      createdAt: new Date(),
    });
    expect(block.split('\n').slice(0, 7)).toEqual([
      'mail to ann@example.com (not sent: SMTP_URL is unset)',
      'From: Electro Shop <shop@localhost>',
      'To: ann@example.com',
      'Subject: Reset',
      'Links:',
      '  https://shop.example/reset-password?token=abc',
      '  https://shop.example/',
    ]);
    expect(linksOf('a http://x.test/a) b')).toEqual(['http://x.test/a']);
  });
});
