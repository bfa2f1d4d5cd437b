import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminPage } from '#client/components/admin/admin-page';
import { AdminSection } from '#client/components/admin/admin-section';
import { askConfirmation } from '#client/components/admin/ask-confirmation';
import { type FieldErrors, failureReason, parseForm, serverFieldErrors } from '#client/lib/request-errors';
import { useStaffAccount } from '#client/lib/staff-account';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { createStaffInput, type StaffMember } from '#shared/schemas/staff';
import { emptyStaffForm, type StaffFormValues, staffFormOf } from '../staff-form';
import { InviteLink } from './invite-link';
import { StaffAccess } from './staff-access';
import { StaffFields } from './staff-fields';
import '../admin-staff.css';

const copy = adminMessages.staff.screen;
const FIELDS = ['name', 'login'] as const;

/** A person shown once with their one-time link (after adding them or resetting their password). */
interface Shown {
  name: string;
  link: string;
}

function PersonCard({ member, me, onLink }: { member: StaffMember; me: boolean; onLink: (shown: Shown) => void }) {
  const utils = trpc.useUtils();
  const update = trpc.staff.update.useMutation();
  const newLink = trpc.staff.newLink.useMutation();
  const setEnabled = trpc.staff.setEnabled.useMutation();
  const [editing, setEditing] = useState<StaffFormValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors<'name' | 'login'>>({});
  const label = member.name || member.login;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      await utils.staff.list.invalidate();
      void notify.success(done);
      return true;
    } catch (error) {
      setErrors(serverFieldErrors(error, FIELDS));
      void notify.error(`${copy.failed}: ${failureReason(error)}`);
      return false;
    }
  };

  const save = async () => {
    if (!editing) return;
    const { login: _login, ...fields } = editing;
    if (await run(() => update.mutateAsync({ id: member.id, ...fields }), copy.saved)) setEditing(null);
  };
  const reset = async () => {
    if (
      !(await askConfirmation({ title: copy.confirmResetTitle(label), message: copy.confirmReset, confirmLabel: copy.newLink }))
    ) {
      return;
    }
    await run(async () => onLink({ name: label, link: (await newLink.mutateAsync({ id: member.id })).link }), copy.saved);
  };
  const toggle = async () => {
    if (!member.disabled) {
      const asked = { title: copy.confirmDisableTitle(label), message: copy.confirmDisable, confirmLabel: copy.disable };
      if (!(await askConfirmation({ ...asked, tone: 'danger' }))) return;
    }
    await run(() => setEnabled.mutateAsync({ id: member.id, enabled: member.disabled }), copy.saved);
  };

  return (
    <li className="staff-card" data-disabled={member.disabled || undefined}>
      <div className="staff-card__who">
        <span className="staff-card__name">{label}</span>
        <span className="staff-card__meta">
          {member.login} · {adminMessages.staff.roles[member.role]}
        </span>
        <span className="staff-card__tags">
          {me && <span className="staff-tag">{copy.you}</span>}
          {member.disabled && <span className="staff-tag staff-tag--off">{copy.disabled}</span>}
          {!member.passwordSet && !member.disabled && <span className="staff-tag staff-tag--wait">{copy.waitingPassword}</span>}
        </span>
      </div>
      {editing ? (
        <div className="staff-card__edit">
          <StaffFields values={editing} onChange={setEditing} errors={errors} withLogin={false} />
          <div className="staff-card__actions">
            <AdminButton onClick={() => void save()} pending={update.isPending}>
              {copy.save}
            </AdminButton>
            <AdminButton variant="ghost" onClick={() => setEditing(null)}>
              {copy.cancel}
            </AdminButton>
          </div>
        </div>
      ) : (
        <div className="staff-card__actions">
          <AdminButton size="sm" variant="secondary" onClick={() => setEditing(staffFormOf(member))}>
            {copy.edit}
          </AdminButton>
          {/* One's own password is not reset here (it would end one's own sessions behind a one-time link): it is changed on 'Вход и сеансы'. */}
          {me && (
            <Link to="/admin/account" className="admin-button admin-button--secondary admin-button--sm">
              {copy.ownPassword}
            </Link>
          )}
          {!member.disabled && !me && (
            <AdminButton size="sm" variant="secondary" onClick={() => void reset()} pending={newLink.isPending}>
              {copy.newLink}
            </AdminButton>
          )}
          {!me && (
            <AdminButton
              size="sm"
              variant={member.disabled ? 'secondary' : 'danger'}
              onClick={() => void toggle()}
              pending={setEnabled.isPending}
            >
              {member.disabled ? copy.enable : copy.disable}
            </AdminButton>
          )}
        </div>
      )}
      {!editing && <StaffAccess id={member.id} label={label} />}
    </li>
  );
}

/** /admin/staff (the owner's): who logs in, with which role; adding a person gives a one-time link. */
export function StaffScreen() {
  const utils = trpc.useUtils();
  const list = trpc.staff.list.useQuery();
  const account = useStaffAccount();
  const create = trpc.staff.create.useMutation();
  const [values, setValues] = useState<StaffFormValues>(emptyStaffForm);
  const [errors, setErrors] = useState<FieldErrors<'name' | 'login'>>({});
  const [shown, setShown] = useState<Shown | null>(null);

  const add = async () => {
    const parsed = parseForm(createStaffInput, values, FIELDS);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    try {
      const created = await create.mutateAsync(parsed.data);
      setErrors({});
      setValues(emptyStaffForm);
      setShown({ name: created.member.name, link: created.link });
      await utils.staff.list.invalidate();
      void notify.success(copy.added);
    } catch (error) {
      setErrors(serverFieldErrors(error, FIELDS));
      void notify.error(`${copy.failed}: ${failureReason(error)}`);
    }
  };

  return (
    <AdminPage title={adminMessages.adminTitles.staff} description={copy.lead}>
      {shown && <InviteLink name={shown.name} link={shown.link} onClose={() => setShown(null)} />}
      <AdminSection title={copy.addTitle}>
        <form
          className="staff-add"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <StaffFields values={values} onChange={setValues} errors={errors} withLogin />
          <AdminButton type="submit" pending={create.isPending}>
            {copy.add}
          </AdminButton>
        </form>
      </AdminSection>
      <AdminSection title={copy.listTitle}>
        {list.isError ? (
          <p className="staff-muted">{copy.loadFailed}</p>
        ) : !list.data ? (
          <p className="staff-muted">{adminMessages.common.loading}</p>
        ) : (
          <ul className="staff-list">
            {list.data.map((member) => (
              <PersonCard key={member.id} member={member} me={member.id === account?.id} onLink={setShown} />
            ))}
          </ul>
        )}
      </AdminSection>
    </AdminPage>
  );
}
