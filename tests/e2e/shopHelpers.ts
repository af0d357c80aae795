// Helpers for the storefront specs (home, catalogue, wishlist, auth).
export {
  toast,
  createCustomer,
  guardConsole,
  islandReady,
  PASSWORD,
  storeSession,
  test,
  uniqueEmail,
} from './fixtures';
