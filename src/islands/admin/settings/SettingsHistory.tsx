// The Setting page's history: who changed what and when, newest first, as the server keeps it
// (its latest changes; docs/api.md#settings).
import type { ShopSettingsChange } from '../../../lib/types';
import { formatDateTime } from '../../orders/formatDate';
import { changeSentence } from './settingsHistoryText';

export function SettingsHistory({ history }: { history: ShopSettingsChange[] }) {
  if (!history.length)
    return <p className="text-sm text-ink-muted">No changes yet: the settings are as the shop started.</p>;
  return (
    <ol className="divide-y divide-line" data-testid="settings-history">
      {history.map((change) => (
        <li key={change._id} className="py-3 text-sm">
          <time dateTime={change.at} className="block text-xs text-ink-muted">
            {formatDateTime(change.at)}
          </time>
          <p className="text-ink [overflow-wrap:anywhere]">{changeSentence(change)}</p>
        </li>
      ))}
    </ol>
  );
}
