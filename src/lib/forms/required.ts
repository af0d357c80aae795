// What the catalogue's and promotions' schemas say of an empty required field, so the admin panel
// and the server's 400 say it alike ("Title is required.", docs/product.md#validation).
export const REQUIRED = 'is required.';
