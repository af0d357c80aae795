import { ADMIN_MENU, CUSTOMER_MENU, isCurrent } from './menus';
import { Icon } from '../ui/Icon';
import { arrowLeft } from '../ui/icons/arrowLeft';
import { box } from '../ui/icons/box';
import { cart } from '../ui/icons/cart';
import { chart } from '../ui/icons/chart';
import { cog } from '../ui/icons/cog';
import { grid } from '../ui/icons/grid';
import { heart } from '../ui/icons/heart';
import { lock } from '../ui/icons/lock';
import { logout } from '../ui/icons/logout';
import { mail } from '../ui/icons/mail';
import { percent } from '../ui/icons/percent';
import { pin } from '../ui/icons/pin';
import { receipt } from '../ui/icons/receipt';
import { tag } from '../ui/icons/tag';
import { truck } from '../ui/icons/truck';
import { user } from '../ui/icons/user';
import { users } from '../ui/icons/users';
import type { IconDef } from '../ui/icons/types';

const ICONS: Record<string, IconDef> = {
  Dashboard: grid,
  Categories: tag,
  Products: box,
  Orders: cart,
  Promotions: percent,
  Shipping: truck,
  Tax: receipt,
  Customers: users,
  Messages: mail,
  Analytics: chart,
  Setting: cog,
  'Account Settings': user,
  Whishlist: heart,
  Address: pin,
  'Change Pasword': lock,
};

interface Props {
  isAdmin: boolean;
  currentPath: string;
  collapsed?: boolean;
  onLogout: () => void;
}

/** The menu list itself, shared by the desktop sidebar and the mobile drawer. */
export function SidebarMenu({ isAdmin, currentPath, collapsed = false, onLogout }: Props) {
  const menu = isAdmin ? ADMIN_MENU : CUSTOMER_MENU;
  const itemClass =
    'flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors';
  return (
    <ul className="flex flex-col gap-1">
      {menu.map((item) => {
        const current = isCurrent(item.path, currentPath);
        return (
          <li key={item.path}>
            <a
              href={item.path}
              aria-current={current ? 'page' : undefined}
              title={collapsed ? item.title : undefined}
              className={`${itemClass} ${
                current ? 'bg-brand-600 text-white' : 'text-ink-soft hover:bg-brand-50 hover:text-brand-700'
              } ${collapsed ? 'justify-center' : ''}`}
            >
              <Icon icon={ICONS[item.title] ?? grid} />
              <span className={collapsed ? 'sr-only' : ''}>{item.title}</span>
            </a>
          </li>
        );
      })}
      <li className="mt-2 border-t border-line pt-2">
        {/* the way back to the storefront (docs/product.md#deliberate-changes, 23) */}
        <a
          href="/"
          title={collapsed ? 'Back to shop' : undefined}
          className={`${itemClass} text-ink-soft hover:bg-brand-50 hover:text-brand-700 ${collapsed ? 'justify-center' : ''}`}
        >
          <Icon icon={arrowLeft} />
          <span className={collapsed ? 'sr-only' : ''}>Back to shop</span>
        </a>
      </li>
      <li>
        <button
          type="button"
          onClick={onLogout}
          title={collapsed ? 'Logout' : undefined}
          className={`${itemClass} text-ink-soft hover:bg-red-50 hover:text-sale ${collapsed ? 'justify-center' : ''}`}
        >
          <Icon icon={logout} />
          <span className={collapsed ? 'sr-only' : ''}>Logout</span>
        </button>
      </li>
    </ul>
  );
}
