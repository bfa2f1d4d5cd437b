import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { failureMessage } from '#client/lib/request-errors';
import { trpc } from '#client/lib/trpc';
import { staffInviteMessages as copy } from '#shared/messages/screens/staff-invite.ru';
import { STAFF_PASSWORD_MIN, staffPasswordSchema } from '#shared/schemas/staff';
import './staff-invite.css';

/**
 * /staff-invite/<token>: a new staff member (or one whose password the owner reset) sets their own
 * password. One column, large fields: it is usually opened from a messenger on a phone.
 */
export function StaffInvitePage({ token }: { token: string }) {
  const invitation = trpc.staff.invitation.useQuery({ token }, { retry: false });
  const setPassword = trpc.staff.setPassword.useMutation();
  const [password, setPasswordValue] = useState('');
  const [repeat, setRepeat] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const ids = { password: useId(), repeat: useId(), show: useId(), error: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = staffPasswordSchema.safeParse(password);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? copy.failed);
    if (password !== repeat) return setError(copy.mismatch);
    setError(null);
    try {
      await setPassword.mutateAsync({ token, password });
      setSaved(true);
    } catch (failure) {
      setError(failureMessage(failure, copy.failed));
    }
  };

  const body = () => {
    if (invitation.isPending) return <p role="status">{copy.loading}</p>;
    if (saved) {
      return (
        <>
          <p role="status">{copy.saved}</p>
          <Link to="/authorization-account" className="staff-invite__button">
            {copy.toLogin}
          </Link>
        </>
      );
    }
    if (!invitation.data) return <p role="alert">{copy.invalid}</p>;
    return (
      <>
        <p className="staff-invite__greeting">{copy.greeting(invitation.data.name || invitation.data.login)}</p>
        <p>{copy.lead}</p>
        <p>
          {copy.login}: <strong data-login>{invitation.data.login}</strong>
        </p>
        <form className="staff-invite__form" onSubmit={(event) => void submit(event)} noValidate>
          {/* The login, for password managers to save with the new password. */}
          <input type="text" name="username" autoComplete="username" value={invitation.data.login} readOnly hidden />
          <label htmlFor={ids.password}>{copy.password}</label>
          <input
            id={ids.password}
            type={visible ? 'text' : 'password'}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPasswordValue(event.target.value)}
            aria-describedby={error ? ids.error : undefined}
            aria-invalid={error ? true : undefined}
          />
          <p className="staff-invite__hint">{copy.passwordHint(STAFF_PASSWORD_MIN)}</p>
          <label htmlFor={ids.repeat}>{copy.repeat}</label>
          <input
            id={ids.repeat}
            type={visible ? 'text' : 'password'}
            autoComplete="new-password"
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
          />
          <label className="staff-invite__show" htmlFor={ids.show}>
            <input id={ids.show} type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
            {copy.show}
          </label>
          {error && (
            <p id={ids.error} className="staff-invite__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="staff-invite__button" disabled={setPassword.isPending}>
            {setPassword.isPending ? copy.saving : copy.submit}
          </button>
        </form>
      </>
    );
  };

  return (
    <div className="staff-invite">
      <h1 className="staff-invite__title">{copy.title}</h1>
      {body()}
    </div>
  );
}
