// The way back to the shop from an order just placed: both confirmations end with it (a
// customer's in the account area, a guest's on its tracking page).
export function ContinueShopping() {
  return (
    <a
      href="/products"
      className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
    >
      Continue shopping
    </a>
  );
}
