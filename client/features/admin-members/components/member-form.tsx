import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { CheckboxField } from '#client/components/admin/checkbox-field';
import { SelectField } from '#client/components/admin/select-field';
import { TextField } from '#client/components/admin/text-field';
import { TextareaField } from '#client/components/admin/textarea-field';
import { failureReason } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { type RouterOutputs, trpc } from '#client/lib/trpc';
import { membersMessages } from '#shared/messages/admin-members.ru';
import { maskPhone, shownPhone } from '#shared/rules/phone';
import { messagePerField } from '#shared/schemas/field-messages';
import { memberFields } from '#shared/schemas/members';

const copy = membersMessages.members;
type Card = RouterOutputs['members']['byId'];
type Role = 'self' | 'guardian' | 'extra';
type PhoneRow = { phone: string; role: Role; label: string };

const roleOptions = (['guardian', 'self', 'extra'] as const).map((value) => ({ value, label: copy.phoneRoles[value] }));

/** The member's fields, groups and phones (a second parent is one more phone): adds a member, or saves the card. */
export function MemberForm({ member, onDone }: { member?: Card; onDone: () => void }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const groups = trpc.groups.list.useQuery(undefined, { staleTime: 60_000 });
  const [values, setValues] = useState({
    fullName: member?.fullName ?? '',
    birthDate: member?.birthDate ?? '',
    email: member?.email ?? '',
    guardianName: member?.guardianName ?? '',
    guardianEmail: member?.guardianEmail ?? '',
    notes: member?.notes ?? '',
  });
  const [groupIds, setGroupIds] = useState<string[]>(member?.groups.map((g) => g.id) ?? []);
  const [phones, setPhones] = useState<PhoneRow[]>(
    member?.phones.map((p) => ({ ...p, phone: shownPhone(p.phone) })) ?? [{ phone: '', role: 'guardian', label: '' }],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = trpc.members.create.useMutation();
  const update = trpc.members.update.useMutation();
  const pending = create.isPending || update.isPending;

  const text = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: errors[name],
    disabled: pending,
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  const setPhone = (index: number, patch: Partial<PhoneRow>) =>
    setPhones((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...values,
      birthDate: values.birthDate || null,
      groupIds,
      phones: phones.filter((p) => p.phone.trim() !== ''),
    };
    const parsed = memberFields.safeParse(input);
    if (!parsed.success) {
      setErrors(messagePerField(parsed.error.issues));
      return;
    }
    setErrors({});
    const done = async (id: number) => {
      await utils.members.invalidate();
      void notify.success(member ? copy.saved : copy.created);
      onDone();
      if (!member) void navigate({ to: '/admin/members/$id', params: { id: String(id) } });
    };
    const failed = (error: unknown) => void notify.error(`${copy.saveFailed}: ${failureReason(error)}`);
    if (member) update.mutate({ ...input, id: member.id }, { onSuccess: (r) => void done(r.id), onError: failed });
    else create.mutate(input, { onSuccess: (r) => void done(r.id), onError: failed });
  };

  return (
    <form className="member-form" onSubmit={submit} noValidate>
      <div className="member-form__grid">
        <TextField label={copy.fullName} required maxLength={100} {...text('fullName')} />
        <TextField label={copy.birthDate} type="date" {...text('birthDate')} />
        <TextField label={copy.guardianName} maxLength={100} {...text('guardianName')} />
        <TextField label={copy.guardianEmail} type="email" maxLength={200} {...text('guardianEmail')} />
        <TextField label={copy.email} type="email" maxLength={200} {...text('email')} />
      </div>
      <fieldset className="member-form__set">
        <legend>{copy.phones}</legend>
        {errors.phones && <p className="member-form__error">{errors.phones}</p>}
        {phones.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; they are only appended or removed
          <div className="member-phone" key={index}>
            <TextField
              label={copy.phone}
              type="tel"
              inputMode="tel"
              value={row.phone}
              disabled={pending}
              onChange={(event) => setPhone(index, { phone: maskPhone(event.target.value) })}
            />
            <SelectField
              label={copy.phoneRole}
              options={roleOptions}
              value={row.role}
              disabled={pending}
              onChange={(event) => setPhone(index, { role: event.target.value as Role })}
            />
            <TextField
              label={copy.phoneLabel}
              placeholder={copy.phoneLabelPlaceholder}
              maxLength={60}
              value={row.label}
              disabled={pending}
              onChange={(event) => setPhone(index, { label: event.target.value })}
            />
            <AdminButton
              variant="ghost"
              disabled={pending}
              onClick={() => setPhones((rows) => rows.filter((_, i) => i !== index))}
            >
              {copy.removePhone}
            </AdminButton>
          </div>
        ))}
        {phones.length < 5 && (
          <AdminButton
            variant="secondary"
            disabled={pending}
            onClick={() => setPhones((rows) => [...rows, { phone: '', role: rows.length ? 'extra' : 'guardian', label: '' }])}
          >
            {copy.addPhone}
          </AdminButton>
        )}
      </fieldset>
      {(groups.data?.length ?? 0) > 0 && (
        <fieldset className="member-form__set member-form__groups">
          <legend>{copy.groups}</legend>
          {groups.data?.map((g) => (
            <CheckboxField
              key={g._id}
              label={g.name}
              checked={groupIds.includes(g._id)}
              disabled={pending}
              onChange={(event) =>
                setGroupIds((ids) => (event.target.checked ? [...ids, g._id] : ids.filter((id) => id !== g._id)))
              }
            />
          ))}
        </fieldset>
      )}
      <TextareaField label={copy.notes} rows={3} maxLength={2000} {...text('notes')} />
      <div className="member-form__actions">
        <AdminButton type="submit" pending={pending}>
          {member ? copy.save : copy.add}
        </AdminButton>
        <AdminButton variant="secondary" disabled={pending} onClick={onDone}>
          {copy.cancel}
        </AdminButton>
      </div>
    </form>
  );
}
