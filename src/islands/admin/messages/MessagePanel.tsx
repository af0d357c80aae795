// One contact message in full, and the reply form: the reply is mailed to the writer (through the
// outbox, so it goes out even if the mail server is down for a while), quoting the message.
import { useEffect, useState } from 'react';
import { showToast } from '../../../stores/toasts';
import { api } from '../../../lib/api';
import { CONTACT_LIMITS } from '../../../lib/forms/contactLimits';
import type { ContactMessage } from '../../../lib/types';
import { formatDateTime } from '../../orders/formatDate';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';
import { Panel } from '../kit/Panel';
import { labelClass, primaryButton, textareaClass } from '../kit/ui';
import { EmailText } from '../../ui/EmailText';

interface Props {
  message: ContactMessage | null;
  onClose: () => void;
  onReplied: (message: ContactMessage) => void;
}

export function MessagePanel({ message, onClose, onReplied }: Props) {
  const [reply, setReply] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    setReply('');
    setProblem('');
  }, [message?._id]);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!message || sending) return;
    if (!reply.trim()) {
      setProblem('Write a reply first.');
      return;
    }
    setSending(true);
    setProblem('');
    try {
      const res = await api.messages.reply(message._id, reply);
      showToast(res.message);
      setReply('');
      onReplied(res.contactMessage);
    } catch (err) {
      if (!handledAuthFailure(err)) setProblem(errorMessage(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <Panel open={Boolean(message)} title={message ? message.subject : 'Message'} onClose={onClose} busy={sending}>
      {message && (
        <div className="space-y-5 p-5">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold text-ink-muted">From</dt>
            <dd className="break-words text-ink">
              {message.name} &lt;
              <EmailText email={message.email} />
              &gt;
            </dd>
            <dt className="font-semibold text-ink-muted">Received</dt>
            <dd className="text-ink">{formatDateTime(message.createdAt)}</dd>
            {message.repliedAt && (
              <>
                <dt className="font-semibold text-ink-muted">Answered</dt>
                <dd className="text-ink">{formatDateTime(message.repliedAt)}</dd>
              </>
            )}
          </dl>
          <p className="whitespace-pre-wrap rounded-md border border-line bg-slate-50 p-4 text-sm leading-relaxed text-ink [overflow-wrap:anywhere]">
            {message.message}
          </p>
          <form onSubmit={send} noValidate className="space-y-3 border-t border-line pt-4">
            <label htmlFor="message-reply" className={labelClass}>
              Reply to {message.email}
            </label>
            <textarea
              id="message-reply"
              rows={7}
              value={reply}
              maxLength={CONTACT_LIMITS.reply}
              onChange={(e) => setReply(e.target.value)}
              className={textareaClass}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'message-reply-error' : 'message-reply-hint'}
            />
            {problem ? (
              <p id="message-reply-error" role="alert" className="text-sm text-sale">
                {problem}
              </p>
            ) : (
              <p id="message-reply-hint" className="text-sm text-ink-muted">
                Sent by e-mail from the shop&apos;s address, with the message quoted under it.
              </p>
            )}
            <button type="submit" className={primaryButton} disabled={sending}>
              {sending ? 'Sending…' : 'Send reply'}
            </button>
          </form>
        </div>
      )}
    </Panel>
  );
}
