import { AdminButton } from '#client/components/admin/admin-button';
import { AdminSection } from '#client/components/admin/admin-section';
import { askConfirmation } from '#client/components/admin/ask-confirmation';
import { SessionsList } from '#client/components/admin/sessions-list';
import { failureReason } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';

const copy = adminMessages.twoStep.screen;

/** 'Мои сеансы': where this person is logged in; end one, or all but this device. */
export function SessionsSection() {
  const utils = trpc.useUtils();
  const list = trpc.auth.sessions.list.useQuery();
  const end = trpc.auth.sessions.end.useMutation();
  const endOthers = trpc.auth.sessions.endOthers.useMutation();
  const endAllOthers = async () => {
    const asked = { title: copy.confirmEndOthersTitle, message: copy.confirmEndOthers, confirmLabel: copy.endOthers };
    if (!(await askConfirmation({ ...asked, tone: 'danger' }))) return;
    try {
      const { ended } = await endOthers.mutateAsync();
      void notify.success(copy.endedOthers(ended));
    } catch (failure) {
      void notify.error(`${copy.failed}: ${failureReason(failure)}`);
    } finally {
      void utils.auth.sessions.list.invalidate();
    }
  };

  const others = list.data?.filter((session) => !session.current).length ?? 0;
  return (
    <AdminSection title={copy.sessionsTitle}>
      <p className="account-muted">{copy.sessionsLead}</p>
      {list.isError ? (
        <p className="account-muted">{copy.loadFailed}</p>
      ) : !list.data ? (
        <p className="account-muted">{adminMessages.common.loading}</p>
      ) : (
        <>
          <SessionsList
            sessions={list.data}
            end={(sessionId) => end.mutateAsync({ id: sessionId })}
            onSettled={() => void utils.auth.sessions.list.invalidate()}
          />
          <div className="account-actions">
            {others > 0 ? (
              <AdminButton variant="danger" onClick={() => void endAllOthers()} pending={endOthers.isPending}>
                {copy.endOthers}
              </AdminButton>
            ) : (
              <p className="account-muted">{copy.noOthers}</p>
            )}
          </div>
        </>
      )}
    </AdminSection>
  );
}
