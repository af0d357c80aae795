// /dashboard, "Profile Page": who is signed in, with the way to each part of the area.
import { formatAddress } from '../../lib/formatAddress';
import { AccountLayout } from '../account/AccountLayout';
import { CUSTOMER_MENU } from '../account/menus';
import { card, pageTitle } from './ui';

export default function ProfilePage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout currentPath={currentPath}>
      {(user) => (
        <>
          <h1 className={pageTitle}>Profile Page</h1>
          <section className={card} aria-label="Signed in as">
            <dl className="grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-ink-muted">Name</dt>
                <dd className="font-semibold text-ink">{user.name}</dd>
              </div>
              <div>
                <dt className="text-sm text-ink-muted">Email</dt>
                <dd className="break-all font-semibold text-ink">{user.email}</dd>
              </div>
              <div>
                <dt className="text-sm text-ink-muted">Contact</dt>
                <dd className="text-ink">{user.contact || '—'}</dd>
              </div>
              <div>
                <dt className="text-sm text-ink-muted">Address</dt>
                <dd className="text-ink">{formatAddress(user.savedAddress, { withName: true }) || '—'}</dd>
              </div>
            </dl>
          </section>
          <nav aria-label="Your account" className="mt-6">
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {CUSTOMER_MENU.map((item) => (
                <li key={item.path}>
                  <a
                    href={item.path}
                    className="block rounded-lg border border-line bg-white p-4 font-semibold text-ink hover:border-brand-500 hover:text-brand-700"
                  >
                    {item.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
    </AccountLayout>
  );
}
