import { useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminSection } from '#client/components/admin/admin-section';
import { CheckboxField } from '#client/components/admin/checkbox-field';
import { TextField } from '#client/components/admin/text-field';
import { failureReason, parseForm, serverFieldErrors } from '#client/lib/request-errors';
import { useStaffAccount } from '#client/lib/staff-account';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { changeOwnPasswordInput } from '#shared/schemas/auth';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '#shared/schemas/staff';

const copy = adminMessages.twoStep.screen;
const FIELDS = ['password', 'newPassword'] as const;
type Errors = { password?: string; newPassword?: string; repeat?: string };
const EMPTY = { password: '', newPassword: '', repeat: '' };

/**
 * 'Сменить пароль': the person's own password, for every role. Checked here by the server's own
 * schema (length, not the current one) and the repeat; the server checks the current password
 * through the login throttle, ends the other sessions and keeps this one.
 */
export function PasswordSection() {
  const utils = trpc.useUtils();
  const change = trpc.auth.changePassword.useMutation();
  const account = useStaffAccount();
  const [values, setValues] = useState(EMPTY);
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const type = visible ? 'text' : 'password';
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name],
  });

  const submit = async () => {
    const checked = parseForm(changeOwnPasswordInput, values, FIELDS);
    const repeat = values.repeat === values.newPassword ? undefined : copy.passwordMismatch;
    if (!checked.ok || repeat) return setErrors({ ...(checked.ok ? {} : checked.errors), repeat });
    setErrors({});
    try {
      const { ended } = await change.mutateAsync(checked.data);
      setValues(EMPTY);
      setVisible(false);
      void notify.success(copy.passwordChanged(ended));
    } catch (failure) {
      const fields = serverFieldErrors(failure, FIELDS);
      setErrors(fields);
      if (!fields.password && !fields.newPassword) void notify.error(`${copy.passwordFailed}: ${failureReason(failure)}`);
    } finally {
      void utils.auth.sessions.list.invalidate();
    }
  };

  return (
    <AdminSection title={copy.passwordTitle}>
      <form
        className="account-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="account-muted">{copy.passwordLead}</p>
        {/* The login, for password managers to save with the new password. */}
        <input type="text" name="username" autoComplete="username" value={account?.login ?? ''} readOnly hidden />
        <TextField
          label={copy.currentPassword}
          name="current-password"
          type={type}
          autoComplete="current-password"
          maxLength={STAFF_PASSWORD_MAX}
          required
          {...field('password')}
        />
        <TextField
          label={copy.newPassword}
          name="new-password"
          type={type}
          autoComplete="new-password"
          hint={copy.newPasswordHint(STAFF_PASSWORD_MIN)}
          maxLength={STAFF_PASSWORD_MAX}
          required
          {...field('newPassword')}
        />
        <TextField
          label={copy.repeatPassword}
          name="repeat-password"
          type={type}
          autoComplete="new-password"
          maxLength={STAFF_PASSWORD_MAX}
          required
          {...field('repeat')}
        />
        <CheckboxField label={copy.showPasswords} checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        <div className="account-actions">
          <AdminButton type="submit" pending={change.isPending}>
            {copy.changePassword}
          </AdminButton>
        </div>
      </form>
    </AdminSection>
  );
}
