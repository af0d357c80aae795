// The Stripe stand-in as its own process, for the e2e run (playwright.config.ts starts it
// beside the shop): its hosted page pays the session and sends the signed webhook to the shop.
import { startStripeStandIn } from '../helpers/stripeStandIn';

const port = Number(process.env.STRIPE_STAND_IN_PORT);
const shop = process.env.SHOP_URL;
const secretKey = process.env.STRIPE_SECRET_KEY;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
if (!port || !shop || !secretKey || !webhookSecret)
  throw new Error('set STRIPE_STAND_IN_PORT, SHOP_URL, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');

const standIn = await startStripeStandIn({
  secretKey,
  webhookSecret,
  port,
  webhookUrl: `${shop}/api/payments/stripe/webhook`,
});
console.log(`Stripe stand-in at ${standIn.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
