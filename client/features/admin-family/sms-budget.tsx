import { type FormEvent, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminSection } from '#client/components/admin/admin-section';
import { NumberField } from '#client/components/admin/number-field';
import { failureMessage } from '#client/lib/request-errors';
import { storedStaffRole } from '#client/lib/staff-account';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminFamilyMessages as copy } from '#shared/messages/admin-family.ru';

/**
 * The family login's SMS today against the daily cap, on the dashboard (docs/decisions/family-login.md);
 * the owner changes the cap here.
 */
export function SmsBudget() {
  const budget = trpc.family.smsBudget.useQuery(undefined, { staleTime: 60_000, refetchOnWindowFocus: true });
  const utils = trpc.useUtils();
  const save = trpc.family.setSmsCap.useMutation({
    onSuccess: (data) => {
      utils.family.smsBudget.setData(undefined, data);
      void notify.success(copy.saved);
    },
    onError: (error) => void notify.error(failureMessage(error, copy.saveFailed)),
  });
  const [cap, setCap] = useState<string | null>(null);
  const owner = storedStaffRole() === 'owner';
  if (budget.isError) return <AdminSection title={copy.title}>{copy.loadFailed}</AdminSection>;
  const data = budget.data;
  if (!data) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An emptied field keeps the cap (an empty number would read as 0 and stop every code).
    if (cap !== null && cap.trim() === '') return setCap(null);
    save.mutate({ smsDailyCap: Number(cap ?? data.cap) });
  };
  return (
    <AdminSection title={copy.title}>
      <p data-testid="sms-budget">{copy.today(data.today, data.cap)}</p>
      {data.today >= data.cap && <p role="alert">{copy.capReached}</p>}
      {owner && (
        <form onSubmit={submit}>
          <NumberField
            label={copy.capLabel}
            hint={copy.capHint}
            inputMode="numeric"
            value={cap ?? String(data.cap)}
            onChange={(event) => setCap(event.target.value)}
          />
          <AdminButton type="submit" pending={save.isPending}>
            {copy.save}
          </AdminButton>
        </form>
      )}
    </AdminSection>
  );
}
