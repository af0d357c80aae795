// Helpers for the storefront specs (home, catalogue, wishlist, auth).
export {
  collectAlerts,
  createCustomer,
  guardConsole,
  islandReady,
  PASSWORD,
  storeSession,
  test,
  uniqueEmail,
} from './fixtures';
