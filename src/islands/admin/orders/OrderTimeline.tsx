// The order's timeline in the admin's panel (GET /api/orders/{id}/events, docs/api.md#order-timeline):
// what happened to it, newest first, who did it and when, and a staff note to add (the customer
// never sees notes). It loads again whenever the order changes (`version`), so a parcel shipped in
// the panel shows up here too. The note's limits are the server's schema (src/lib/forms/shipment.ts).
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { orderNoteSchema } from '../../../lib/forms/shipment';
import { ORDER_NOTE_MAX, STRIPE_ACTOR, CUSTOMER_ACTOR } from '../../../lib/orderEvents';
import type { OrderEvent } from '../../../lib/types';
import { showToast } from '../../../stores/toasts';
import { formatDateTime } from '../../orders/formatDate';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';
import { FormError } from '../kit/FormError';
import { describedByOf } from '../kit/PathField';
import { labelClass, primaryButton, secondaryButton, textareaClass } from '../kit/ui';
import { useFormState, type FormProblems } from '../kit/useFormState';

const NOTE_ID = 'order-note';

const actorText = (actor?: string) =>
  !actor ? 'the shop' : actor === CUSTOMER_ACTOR ? 'the customer' : actor === STRIPE_ACTOR ? 'Stripe' : actor;

export function OrderTimeline({ orderId, version }: { orderId: string; version: string }) {
  const [events, setEvents] = useState<OrderEvent[] | null>(null);
  const [error, setError] = useState('');
  const [reload, setReload] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setError('');
    api.orders
      .events(orderId, controller.signal)
      .then((res) => setEvents(res.events))
      .catch((err) => {
        if (controller.signal.aborted || handledAuthFailure(err)) return;
        setError(errorMessage(err));
      });
    return () => controller.abort();
  }, [orderId, version, reload]);

  const note = useFormState<{ text: string }, FormProblems>({
    initial: { text: '' },
    focusFirst: (found) => {
      if (found.text) requestAnimationFrame(() => document.getElementById(NOTE_ID)?.focus());
      return Boolean(found.text);
    },
    problemOfServer: (message) => {
      const match = /^text: (.+)$/s.exec(message);
      return match ? { text: match[1].charAt(0).toUpperCase() + match[1].slice(1) } : null;
    },
  });

  const addNote = note.submitter(() => {
    const parsed = orderNoteSchema.safeParse(note.draft);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'must be text.';
      note.show({ text: `The note ${message}` });
      return false;
    }
    return async () => {
      const { event } = await api.orders.addNote(orderId, parsed.data.text);
      setEvents((current) => [event, ...(current ?? [])]);
      note.setDraft({ text: '' });
      showToast('Note added');
    };
  });

  const length = note.draft.text.trim().length;
  const problem = note.problems.text;

  return (
    <section aria-labelledby="timeline-heading" className="space-y-4 border-t border-line pt-4">
      <h3 id="timeline-heading" className="text-base font-bold text-ink">
        Timeline
      </h3>
      <form onSubmit={addNote} noValidate className="space-y-2">
        <FormError message={note.formError} />
        <label htmlFor={NOTE_ID} className={labelClass}>
          Add a note (staff only)
        </label>
        <textarea
          id={NOTE_ID}
          value={note.draft.text}
          onChange={(e) => note.set('text', e.target.value)}
          rows={3}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedByOf(NOTE_ID, true, problem)}
          className={textareaClass}
        />
        <p id={`${NOTE_ID}-hint`} className={`text-xs ${length > ORDER_NOTE_MAX ? 'text-sale' : 'text-ink-muted'}`}>
          {length} / {ORDER_NOTE_MAX} characters. The customer never sees notes.
        </p>
        {problem && (
          <p id={`${NOTE_ID}-problem`} className="text-sm text-sale">
            {problem}
          </p>
        )}
        <button type="submit" className={primaryButton} aria-disabled={note.saving || undefined}>
          {note.saving ? 'Adding…' : 'Add note'}
        </button>
      </form>
      {error ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-sale">
          <p>Could not load the timeline: {error}</p>
          <button type="button" className={secondaryButton} onClick={() => setReload((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : !events ? (
        <p role="status" className="text-sm text-ink-muted">
          Loading the timeline…
        </p>
      ) : (
        <ol className="space-y-3 border-l-2 border-line pl-4" data-testid="order-timeline">
          {events.map((event, i) => (
            <li key={`${event.at}/${i}`} className="text-sm" data-testid="order-event" data-type={event.type}>
              <p className={event.type === 'note' ? 'whitespace-pre-wrap text-ink' : 'text-ink'}>
                {event.type === 'note' && <span className="font-semibold">Note: </span>}
                {event.message}
              </p>
              <p className="text-xs text-ink-muted">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time> · by {actorText(event.actor)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
