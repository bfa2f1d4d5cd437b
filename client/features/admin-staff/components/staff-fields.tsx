import { CheckboxField } from '#client/components/admin/checkbox-field';
import { SelectField } from '#client/components/admin/select-field';
import { TextField } from '#client/components/admin/text-field';
import type { FieldErrors } from '#client/lib/request-errors';
import { trpc } from '#client/lib/trpc';
import { directions } from '#shared/directions';
import { adminMessages } from '#shared/messages/admin.ru';
import { staffRoleValues } from '#shared/schemas/staff';
import { type StaffFormValues, toggled } from '../staff-form';

const copy = adminMessages.staff.screen;
const roleOptions = staffRoleValues.map((role) => ({ value: role, label: adminMessages.staff.roles[role] }));

interface StaffFieldsProps {
  values: StaffFormValues;
  onChange: (next: StaffFormValues) => void;
  errors: FieldErrors<'name' | 'login'>;
  /** The login is chosen once, when the account is made. */
  withLogin: boolean;
}

/** Name, login, role and, for a coach, the groups and directions they lead. */
export function StaffFields({ values, onChange, errors, withLogin }: StaffFieldsProps) {
  const groups = trpc.groups.list.useQuery(undefined, { staleTime: 60_000 });
  const set = (patch: Partial<StaffFormValues>) => onChange({ ...values, ...patch });
  return (
    <div className="staff-fields">
      <TextField
        label={copy.name}
        required
        maxLength={100}
        value={values.name}
        error={errors.name}
        onChange={(event) => set({ name: event.target.value })}
      />
      {withLogin && (
        <TextField
          label={copy.login}
          hint={copy.loginHint}
          required
          maxLength={100}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          value={values.login}
          error={errors.login}
          onChange={(event) => set({ login: event.target.value })}
        />
      )}
      <SelectField
        label={copy.role}
        hint={adminMessages.staff.roleHints[values.role]}
        value={values.role}
        options={roleOptions}
        onChange={(event) => set({ role: event.target.value as StaffFormValues['role'] })}
      />
      {values.role === 'coach' && (
        <>
          <fieldset className="staff-fields__set">
            <legend>{copy.groups}</legend>
            {(groups.data ?? []).length === 0 && <p className="staff-muted">{copy.noGroups}</p>}
            {(groups.data ?? []).map((group) => (
              <CheckboxField
                key={group._id}
                label={group.name}
                checked={values.groupIds.includes(group._id)}
                onChange={(event) => set({ groupIds: toggled(values.groupIds, group._id, event.target.checked) })}
              />
            ))}
          </fieldset>
          <fieldset className="staff-fields__set">
            <legend>{copy.directions}</legend>
            {directions.map((direction) => (
              <CheckboxField
                key={direction.applicationValue}
                label={direction.name}
                checked={values.directions.includes(direction.applicationValue)}
                onChange={(event) =>
                  set({ directions: toggled(values.directions, direction.applicationValue, event.target.checked) })
                }
              />
            ))}
          </fieldset>
        </>
      )}
    </div>
  );
}
