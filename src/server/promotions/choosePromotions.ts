// Which promotions a cart gets (docs/api.md#promotions): pure, so the rules of stacking are tested
// on their own and the cart's quote and the order's are the same choice.
//
// The rules:
// - a promotion qualifies when it has started and not ended, has uses left (in all, and for this
//   buyer when known: `customerUses`, which the callers count only for a signed-in customer), the
//   cart's subtotal before any discount reaches its minimum, and the cart has a line it applies to;
// - every automatic promotion that qualifies applies, plus at most one code (the one entered);
// - combinable promotions apply together; a promotion that is not combinable applies alone; of
//   those choices the one that saves the shopper most wins (on a tie: the higher priority, then
//   the one with the code entered);
// - within a choice promotions apply by priority (highest first), then oldest first; each amount is
//   worked out on the prices before discounts (a percentage of its lines' totals, rounded once)
//   and capped at what earlier ones left of its lines, so the total never goes below zero;
// - free shipping takes the shipping amount, and nothing else.
import { formatCents, percentOf, sumCents, type Cents } from '../../lib/money';
import { quote, type DiscountInput } from '../../lib/pricing';
import { COUPON_REASONS } from '../../lib/forms/promotion';
import type { PromotionTarget } from '../db/schema';

/** A promotion as the choice needs it, with its uses counted now. */
export interface Offer {
  id: string;
  name: string;
  code: string | null;
  type: 'percentage' | 'fixed' | 'free_shipping';
  percent: number | null;
  amountCents: Cents | null;
  target: PromotionTarget | null;
  minSubtotalCents: Cents | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  combinable: boolean;
  priority: number;
  createdAt: Date;
  /** uses held by orders now (cancelled ones gave theirs back) */
  uses: number;
  /** of those, the buyer's (by e-mail); 0 when the buyer is not known yet */
  customerUses: number;
}

export interface OfferLine {
  productId: string;
  variantId: string;
  categoryId: string;
  unitPrice: Cents;
  quantity: number;
  /** 0 for a line that cannot be bought (unavailable, sold out) */
  buyable: boolean;
}

export interface CouponState {
  code: string;
  applied: boolean;
  reason?: string;
}

export interface ChosenPromotions {
  discounts: DiscountInput[];
  /** the free-shipping promotion applied, if any: the shipping becomes 0 */
  freeShipping: Offer | null;
  coupon?: CouponState;
}

const lineTotal = (line: OfferLine): Cents => (line.buyable ? line.unitPrice * line.quantity : 0);

function targetLines(offer: Offer, lines: readonly OfferLine[]): number[] {
  const { target } = offer;
  const all = !target || !(target.categories?.length || target.products?.length || target.variants?.length);
  return lines.flatMap((line, at) =>
    line.buyable &&
    (all ||
      target!.categories?.includes(line.categoryId) ||
      target!.products?.includes(line.productId) ||
      target!.variants?.includes(line.variantId))
      ? [at]
      : [],
  );
}

/** Why `offer` does not apply to this cart now, or null when it does. One that nobody can use now
 *  (not started, ended, used up) is `unknown`, as a code that does not exist
 *  (src/lib/couponReasons.ts); the buyer's own uses count only for a buyer who is known. */
function refusal(offer: Offer, lines: readonly OfferLine[], subtotal: Cents, now: Date): string | null {
  if (offer.startsAt && now < offer.startsAt) return COUPON_REASONS.unknown;
  if (offer.endsAt && now >= offer.endsAt) return COUPON_REASONS.unknown;
  if (offer.usageLimit !== null && offer.uses >= offer.usageLimit) return COUPON_REASONS.unknown;
  if (offer.perCustomerLimit !== null && offer.customerUses >= offer.perCustomerLimit) return COUPON_REASONS.usedUp;
  if (offer.minSubtotalCents !== null && subtotal < offer.minSubtotalCents)
    return `needs a subtotal of ${formatCents(offer.minSubtotalCents)}`;
  if (targetLines(offer, lines).length === 0) return COUPON_REASONS.notForThese;
  return null;
}

function discountOf(offer: Offer, lines: readonly OfferLine[]): DiscountInput | null {
  if (offer.type === 'free_shipping') return null;
  const targets = targetLines(offer, lines);
  const base = sumCents(targets.map((at) => lineTotal(lines[at])));
  const amount =
    offer.type === 'percentage' ? percentOf(base, offer.percent ?? 0, 'exclusive') : (offer.amountCents ?? 0);
  return { promotionId: offer.id, name: offer.name, code: offer.code, amount, lines: targets };
}

const byPriority = (a: Offer, b: Offer) =>
  b.priority - a.priority || a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1);

export function choosePromotions(input: {
  lines: readonly OfferLine[];
  shipping: Cents;
  offers: readonly Offer[];
  couponCode?: string;
  now: Date;
}): ChosenPromotions {
  const { lines, shipping, now } = input;
  const code = input.couponCode?.trim().toUpperCase() || undefined;
  const subtotal = sumCents(lines.map(lineTotal));
  const entered = code ? input.offers.find((offer) => offer.code === code) : undefined;
  const candidates = input.offers.filter((offer) => offer.code === null || offer === entered);
  const qualifying = candidates.filter((offer) => refusal(offer, lines, subtotal, now) === null).sort(byPriority);

  const choices = [qualifying.filter((o) => o.combinable), ...qualifying.filter((o) => !o.combinable).map((o) => [o])];
  let best: { offers: Offer[]; saving: Cents } = { offers: [], saving: 0 };
  for (const offers of choices) {
    const saving = savingOf(offers, lines, shipping);
    const better =
      saving > best.saving ||
      (saving === best.saving &&
        offers.length > 0 &&
        (best.offers.length === 0 ||
          offers[0].priority > best.offers[0].priority ||
          (offers[0].priority === best.offers[0].priority &&
            offers.includes(entered!) &&
            !best.offers.includes(entered!))));
    if (better) best = { offers, saving };
  }
  const chosen = best.offers;
  const freeShipping = chosen.find((offer) => offer.type === 'free_shipping') ?? null;
  return {
    discounts: chosen.flatMap((offer) => discountOf(offer, lines) ?? []),
    freeShipping,
    ...(code ? { coupon: couponState(code, entered, chosen, lines, subtotal, now) } : {}),
  };
}

function savingOf(offers: readonly Offer[], lines: readonly OfferLine[], shipping: Cents): Cents {
  const discounts = offers.flatMap((offer) => discountOf(offer, lines) ?? []);
  const priced = quote({
    lines: lines.map((line) => ({
      productId: line.productId,
      name: '',
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      ...(line.buyable ? {} : { problem: 'unavailable' as const }),
    })),
    discounts,
  });
  return priced.discount + (offers.some((offer) => offer.type === 'free_shipping') ? shipping : 0);
}

function couponState(
  code: string,
  entered: Offer | undefined,
  chosen: readonly Offer[],
  lines: readonly OfferLine[],
  subtotal: Cents,
  now: Date,
): CouponState {
  if (!entered) return { code, applied: false, reason: COUPON_REASONS.unknown };
  if (chosen.includes(entered)) return { code, applied: true };
  return { code, applied: false, reason: refusal(entered, lines, subtotal, now) ?? COUPON_REASONS.betterOffer };
}
