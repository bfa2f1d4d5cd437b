import { type FormEvent, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { TextField } from '#client/components/admin/text-field';
import { failureReason, parseForm } from '#client/lib/request-errors';
import { useStaffAccount } from '#client/lib/staff-account';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { updateStaffInput } from '#shared/schemas/staff';

const copy = adminMessages.staff.dashboard;

/**
 * The owner account made from ADMIN_LOGIN starts without a name, and every history and log shows its
 * login until it has one: the first screen after the login asks for it, once.
 */
export function OwnerNameCard() {
  const account = useStaffAccount();
  const utils = trpc.useUtils();
  const update = trpc.staff.update.useMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (account?.role !== 'owner' || account.name.trim() !== '') return null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const input = { id: account.id, name, role: account.role, groupIds: [], directions: [] };
    const parsed = parseForm(updateStaffInput, input, ['name'] as const);
    if (!parsed.ok) {
      setError(parsed.errors.name);
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      await Promise.all([utils.auth.account.invalidate(), utils.staff.list.invalidate()]);
      void notify.success(copy.nameSaved);
    } catch (failure) {
      void notify.error(`${copy.nameFailed}: ${failureReason(failure)}`);
    }
  };

  return (
    <section className="dashboard-server dashboard-name" aria-labelledby="owner-name-title">
      <h2 className="dashboard-server__title" id="owner-name-title">
        {copy.nameTitle}
      </h2>
      <p>{copy.nameLead(account.login)}</p>
      <form className="dashboard-name__form" onSubmit={(event) => void save(event)} noValidate>
        <TextField
          label={copy.nameLabel}
          required
          maxLength={100}
          autoComplete="name"
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        <AdminButton type="submit" pending={update.isPending}>
          {copy.nameSave}
        </AdminButton>
      </form>
    </section>
  );
}
