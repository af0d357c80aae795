// Shell of /dashboard and /admin: guard, sidebar (collapsible on desktop), mobile top bar
// with a slide-in drawer (toasts sit below it, src/components/toastRegion.ts). Content renders
// only once the guard allows.
import { useEffect, useState, type ReactNode } from 'react';
import type { Role, User } from '../../lib/types';
import { takeNotice } from '../../stores/notice';
import { signOut } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import { Icon } from '../ui/Icon';
import { arrowLeft } from '../ui/icons/arrowLeft';
import { chevronLeft } from '../ui/icons/chevronLeft';
import { chevronRight } from '../ui/icons/chevronRight';
import { menu } from '../ui/icons/menu';
import { MobileDrawer } from './MobileDrawer';
import { leaveTo } from '../ui/sessionExpired';
import { SidebarMenu } from './SidebarMenu';
import { CONTENT_HOME, useSessionGuard } from './useSessionGuard';

const COLLAPSED_KEY = 'account-sidebar-collapsed';

interface Props {
  /** the role (or roles) this page needs; the customer area only needs a signed-in user */
  requiredRole?: Role | readonly Role[];
  currentPath: string;
  children: (user: User) => ReactNode;
}

export function AccountLayout({ requiredRole, currentPath, children }: Props) {
  const guard = useSessionGuard(requiredRole);
  const [collapsed, setCollapsed] = useState(() => readCollapsed());
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    try {
      localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
    } catch {
      /* storage full or blocked: the state just is not kept */
    }
  }, [collapsed]);

  // signed in on /auth on the way here: its success toast (src/stores/notice.ts)
  const allowed = guard.status === 'allowed';
  useEffect(() => {
    const notice = allowed && takeNotice();
    if (notice) showToast(notice, { tone: 'success', centered: true });
  }, [allowed]);

  if (guard.status === 'loading') {
    return (
      <p role="status" className="grid min-h-screen place-items-center text-lg text-ink-muted">
        Loading
      </p>
    );
  }

  const { role } = guard.user;
  const title = role === 'admin' ? 'Admin Panel' : role === 'editor' ? 'Content Editor' : 'User Account';
  const home = role === 'admin' ? '/admin' : role === 'editor' ? CONTENT_HOME : '/dashboard';
  const logout = () => {
    signOut();
    leaveTo('/');
  };

  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-line bg-white px-4 lg:hidden">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls="account-drawer"
          className="-ml-2 grid h-11 w-11 place-items-center rounded-md text-ink hover:bg-slate-100"
        >
          <Icon icon={menu} className="h-6 w-6" />
        </button>
        <a href={home} className="text-lg font-bold text-ink">
          {title}
        </a>
        {/* the drawer's way back to the storefront, kept in view on phones (docs/product.md#sidebar) */}
        <a
          href="/"
          className="ml-auto inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Icon icon={arrowLeft} className="h-4 w-4" />
          Back to shop
        </a>
      </header>

      <MobileDrawer id="account-drawer" open={drawerOpen} title={title} onClose={() => setDrawerOpen(false)}>
        <SidebarMenu role={role} currentPath={currentPath} onLogout={logout} />
      </MobileDrawer>

      <aside
        aria-label={title}
        className={`sticky top-0 hidden h-screen shrink-0 flex-col border-r border-line bg-white transition-[width] duration-200 lg:flex ${
          collapsed ? 'w-20' : 'w-64'
        }`}
      >
        <div
          className={`flex h-16 items-center border-b border-line px-4 ${collapsed ? 'justify-center' : 'justify-between'}`}
        >
          {/* collapsed: no hidden-but-focusable link; the aside's label still names the panel */}
          {!collapsed && (
            <a href={home} className="text-lg font-bold text-ink">
              {title}
            </a>
          )}
          <button
            type="button"
            onClick={() => setCollapsed((c) => !c)}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            className="grid h-10 w-10 place-items-center rounded-md text-ink-soft hover:bg-slate-100"
          >
            <Icon icon={collapsed ? chevronRight : chevronLeft} />
          </button>
        </div>
        <nav aria-label="Account menu" className="flex-1 overflow-y-auto p-3">
          <SidebarMenu role={role} currentPath={currentPath} collapsed={collapsed} onLogout={logout} />
        </nav>
      </aside>

      <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        {children(guard.user)}
      </main>
    </div>
  );
}

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}
