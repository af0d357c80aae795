// The sidebar menus in their own spelling ("Whishlist", "Change Pasword", "Setting"; docs/product.md#sidebar).
interface MenuItem {
  title: string;
  path: string;
}

export const ADMIN_MENU: MenuItem[] = [
  { title: 'Dashboard', path: '/admin/dashboard' },
  { title: 'Categories', path: '/admin/categories' },
  { title: 'Products', path: '/admin/products' },
  { title: 'Orders', path: '/admin/orders' },
  { title: 'Promotions', path: '/admin/promotions' },
  { title: 'Shipping', path: '/admin/shipping' },
  { title: 'Tax', path: '/admin/tax' },
  { title: 'Customers', path: '/admin/customers' },
  { title: 'Messages', path: '/admin/messages' },
  { title: 'Analytics', path: '/admin/analytics' },
  { title: 'Setting', path: '/admin/settings' },
];

export const CUSTOMER_MENU: MenuItem[] = [
  { title: 'Account Settings', path: '/dashboard/account-settings' },
  { title: 'Orders', path: '/dashboard/orders' },
  { title: 'Whishlist', path: '/dashboard/whishlist' },
  { title: 'Address', path: '/dashboard/address' },
  { title: 'Change Pasword', path: '/dashboard/change-password' },
];

/** `/admin` is the dashboard too, so its menu item counts as current there. */
export function isCurrent(itemPath: string, currentPath: string): boolean {
  const norm = (p: string) => p.replace(/\/+$/, '') || '/';
  const current = norm(currentPath) === '/admin' ? '/admin/dashboard' : norm(currentPath);
  return norm(itemPath) === current;
}
