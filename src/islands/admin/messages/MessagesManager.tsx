// /admin/messages: three tabs, the contact messages (unread first; read, answer by e-mail), the
// outbox (every mail the shop sent or will send, with "Send again" for failed ones) and the
// newsletter's subscribers. `?tab=outbox` or `?tab=newsletter` opens that one, so a link can point
// at it. A toast belongs to the tab it was shown on.
import { useRef, useState, type KeyboardEvent } from 'react';
import { clearToasts } from '../../../stores/toasts';
import { ContactMessagesTable } from './ContactMessagesTable';
import { NewsletterTable } from './NewsletterTable';
import { OutboxTable } from './OutboxTable';

const TABS = [
  { id: 'messages', label: 'Contact messages' },
  { id: 'outbox', label: 'Outbox' },
  { id: 'newsletter', label: 'Newsletter' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const tabFromUrl = (): TabId => {
  const asked = new URLSearchParams(window.location.search).get('tab');
  return TABS.find((t) => t.id === asked)?.id ?? 'messages';
};

export function MessagesManager() {
  const [tab, setTab] = useState<TabId>(tabFromUrl);
  const [counts, setCounts] = useState<Record<TabId, number | null>>({
    messages: null,
    outbox: null,
    newsletter: null,
  });
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});

  const choose = (id: TabId) => {
    if (id !== tab) clearToasts();
    setTab(id);
    const url = new URL(window.location.href);
    if (id === 'messages') url.searchParams.delete('tab');
    else url.searchParams.set('tab', id);
    window.history.replaceState(null, '', url);
  };

  // arrow keys move between the tabs (the WAI-ARIA tabs pattern); Tab goes on into the panel
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const index = TABS.findIndex((t) => t.id === tab);
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? TABS.length - 1
          : step
            ? (index + step + TABS.length) % TABS.length
            : -1;
    if (target < 0) return;
    event.preventDefault();
    choose(TABS[target].id);
    buttons.current[TABS[target].id]?.focus();
  };

  const badge = (id: TabId) => {
    const n = counts[id];
    if (!n) return null;
    const what = id === 'messages' ? 'unread' : 'failed';
    return (
      <span
        className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ${id === 'messages' ? 'bg-brand-100 text-brand-800' : 'bg-red-100 text-red-800'}`}
      >
        {n} <span className="sr-only">{what}</span>
      </span>
    );
  };

  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-ink">Messages</h1>
      <div role="tablist" aria-label="Messages" className="mb-6 flex gap-1 border-b border-line">
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              buttons.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => choose(t.id)}
            onKeyDown={onKeyDown}
            className={`-mb-px inline-flex h-11 items-center border-b-2 px-4 text-sm font-semibold ${
              tab === t.id ? 'border-brand-600 text-brand-700' : 'border-transparent text-ink-soft hover:text-ink'
            }`}
          >
            {t.label}
            {badge(t.id)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'messages' ? (
          <ContactMessagesTable onUnread={(n) => setCounts((c) => ({ ...c, messages: n }))} />
        ) : tab === 'outbox' ? (
          <OutboxTable onFailed={(n) => setCounts((c) => ({ ...c, outbox: n }))} />
        ) : (
          <NewsletterTable />
        )}
      </div>
    </>
  );
}
