import { useState } from 'react';
import { failureReason } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { adminMessages } from '#shared/messages/admin.ru';
import type { SessionView } from '#shared/schemas/two-step';
import { AdminButton } from './admin-button';
import { askConfirmation } from './ask-confirmation';
import './sessions-list.css';

const copy = adminMessages.twoStep.screen;
const when = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString('ru-RU', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * Live sessions, one card each (device, address, login and last use) with 'Завершить': the
 * person's own on 'Вход и сеансы' (`auth.sessions.end`), anyone's on the owner's staff screen
 * (`auth.sessions.endAny`). Asks first, names a refusal, and refreshes the list either way.
 */
export function SessionsList({
  sessions,
  end,
  onSettled,
}: {
  sessions: readonly SessionView[];
  /** The procedure that ends one session. */
  end: (id: number) => Promise<unknown>;
  /** Refetch the list (the session is gone, or the refusal showed it changed). */
  onSettled: () => void;
}) {
  const [endingId, setEndingId] = useState<number | null>(null);
  const endOne = async (session: SessionView) => {
    const asked = { title: copy.confirmEndTitle, message: copy.confirmEnd(session.device), confirmLabel: copy.end };
    if (!(await askConfirmation(asked))) return;
    setEndingId(session.id);
    try {
      await end(session.id);
      void notify.success(copy.ended);
    } catch (failure) {
      void notify.error(`${copy.failed}: ${failureReason(failure)}`);
    } finally {
      setEndingId(null);
      onSettled();
    }
  };
  if (sessions.length === 0) return <p className="sessions-empty">{copy.noSessions}</p>;
  return (
    <ul className="sessions-list">
      {sessions.map((session) => (
        <li key={session.id} className="sessions-item" data-current={session.current || undefined} data-session={session.id}>
          <div className="sessions-item__who">
            <span className="sessions-item__device">{session.device}</span>
            {session.current && <span className="sessions-item__tag">{copy.thisDevice}</span>}
          </div>
          <dl className="sessions-item__facts">
            <div>
              <dt>{copy.address}</dt>
              <dd>{session.ip}</dd>
            </div>
            <div>
              <dt>{copy.created}</dt>
              <dd>{when(session.createdAt)}</dd>
            </div>
            <div>
              <dt>{copy.lastUsed}</dt>
              <dd>{when(session.lastUsedAt)}</dd>
            </div>
          </dl>
          {!session.current && (
            <AdminButton size="sm" variant="secondary" onClick={() => void endOne(session)} pending={endingId === session.id}>
              {copy.end}
            </AdminButton>
          )}
        </li>
      ))}
    </ul>
  );
}
