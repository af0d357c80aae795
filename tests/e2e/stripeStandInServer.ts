// The Stripe stand-in as its own process, for the e2e run (playwright.config.ts starts it
// beside the shop): its hosted page pays the session and sends the signed webhook to the shop.
import { startStripeStandIn } from '../helpers/stripeStandIn';

const E2E_STRIPE = { secretKey: 'sk_test_e2e_stand_in', webhookSecret: 'whsec_e2e_stand_in' }; // as in playwright.config.ts

const port = Number(process.env.STRIPE_STAND_IN_PORT);
const shop = process.env.SHOP_URL;
if (!port || !shop) throw new Error('set STRIPE_STAND_IN_PORT and SHOP_URL');

const standIn = await startStripeStandIn({
  ...E2E_STRIPE,
  port,
  webhookUrl: `${shop}/api/payments/stripe/webhook`,
});
console.log(`Stripe stand-in at ${standIn.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
