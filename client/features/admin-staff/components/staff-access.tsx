import { useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { askConfirmation } from '#client/components/admin/ask-confirmation';
import { SessionsList } from '#client/components/admin/sessions-list';
import { failureReason } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';

const copy = adminMessages.twoStep.screen;

/** The owner's view of one person's sessions and two-step login, opened from their card. */
function AccessPanel({ id, label }: { id: number; label: string }) {
  const utils = trpc.useUtils();
  const data = trpc.auth.sessions.ofStaff.useQuery({ id });
  const endAny = trpc.auth.sessions.endAny.useMutation();
  const reset = trpc.auth.twoStep.reset.useMutation();
  const resetTwoStep = async () => {
    const asked = { title: copy.staffResetTitle(label), message: copy.staffResetLead, confirmLabel: copy.staffReset };
    if (!(await askConfirmation({ ...asked, tone: 'danger' }))) return;
    try {
      await reset.mutateAsync({ id });
      void notify.success(copy.staffResetDone);
    } catch (failure) {
      void notify.error(`${copy.failed}: ${failureReason(failure)}`);
    } finally {
      void utils.auth.sessions.ofStaff.invalidate({ id });
    }
  };

  if (data.isError) return <p className="staff-muted">{copy.loadFailed}</p>;
  if (!data.data) return <p className="staff-muted">{adminMessages.common.loading}</p>;
  return (
    <div className="staff-access">
      <p className="staff-muted">{data.data.twoStep.enabled ? copy.staffTwoStepOn : copy.staffTwoStepOff}</p>
      {data.data.twoStep.enabled && (
        <AdminButton size="sm" variant="danger" onClick={() => void resetTwoStep()} pending={reset.isPending}>
          {copy.staffReset}
        </AdminButton>
      )}
      <SessionsList
        sessions={data.data.sessions}
        end={(sessionId) => endAny.mutateAsync({ id: sessionId })}
        onSettled={() => void utils.auth.sessions.ofStaff.invalidate({ id })}
      />
    </div>
  );
}

/** 'Сеансы и вход' on a person's card: opens the panel (and only then asks the server). */
export function StaffAccess({ id, label }: { id: number; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="staff-access-wrap">
      <AdminButton size="sm" variant="ghost" onClick={() => setOpen(!open)} aria-expanded={open}>
        {open ? copy.close : copy.staffButton}
      </AdminButton>
      {open && <AccessPanel id={id} label={label} />}
    </div>
  );
}
