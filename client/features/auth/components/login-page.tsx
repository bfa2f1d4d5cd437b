import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PlainPage } from '#client/components/layout/page-shell';
import { loadOnFirstUse } from '#client/lib/load-on-first-use';
import { answeredMessage, failureStatus, serverFieldErrors } from '#client/lib/request-errors';
import { isAdminSession, saveSession, subscribeToSession } from '#client/lib/session';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { publicMessages } from '#shared/messages/public.ru';
import { messagePerField } from '#shared/schemas/field-messages';
import { PasswordInput } from './password-input';
import '../login.css';

/** Only accounts with two-step login need the code step: fetched when the server asks for a code, not with the page. */
const loadCodeStep = loadOnFirstUse(() => import('./code-step'));
type CodeStepModule = Awaited<ReturnType<typeof loadCodeStep>>;

/** The form's schema (and Zod with it) is fetched when the visitor first focuses the form, not with the page. */
const loadLoginSchema = loadOnFirstUse(() => import('#shared/schemas/auth'));

interface LoginPageProps {
  reason?: 'required' | 'expired';
  redirectTo?: string;
}

function errorText(error: unknown): string {
  const status = failureStatus(error);
  if (status === null) return publicMessages.auth.networkError;
  if (status === 401) return publicMessages.auth.invalidCredentials;
  // 429 carries the server's Russian text with the minutes to wait; 400 the schema's field publicMessages.
  if (status === 429) return answeredMessage(error) ?? publicMessages.auth.tooManyAttempts;
  if (status === 400) return answeredMessage(error) ?? publicMessages.common.saveError;
  return publicMessages.common.saveError;
}

/** Login and password with a show/hide password toggle; success stores the session and opens the admin dashboard. */
export function LoginPage({ reason, redirectTo }: LoginPageProps) {
  const navigate = useNavigate();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ login?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Two-step login: the server answers the right password of such an account with a `code` field error.
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [codeStep, setCodeStep] = useState<CodeStepModule | null>(null);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [codeError, setCodeError] = useState<string | undefined>();
  const [loggedIn, setLoggedIn] = useState(false);
  const mutation = trpc.auth.login.useMutation();
  const noticeShown = useRef(false);
  const loginId = useId();
  const errorId = useId();

  // Storage is read after mount, so the server HTML (always the form) and the first render match.
  useEffect(() => {
    const read = () => setLoggedIn(isAdminSession(window.localStorage));
    read();
    return subscribeToSession(read);
  }, []);

  useEffect(() => {
    if (!reason || noticeShown.current) return;
    noticeShown.current = true;
    void notify.error(reason === 'expired' ? publicMessages.auth.sessionExpired : publicMessages.auth.authorizationRequired);
  }, [reason]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    let loginInput: Awaited<ReturnType<typeof loadLoginSchema>>['loginInput'];
    try {
      ({ loginInput } = await loadLoginSchema());
    } catch {
      setFormError(publicMessages.auth.networkError);
      return;
    }
    const parsed = loginInput.safeParse({ login, password });
    if (!parsed.success) {
      const errors = messagePerField(parsed.error.issues);
      setFieldErrors({ login: errors.login, password: errors.password });
      return;
    }
    setFieldErrors({});
    const second = step === 'code' ? code.trim() : '';
    if (step === 'code' && !second) {
      setCodeError(codeStep?.loginMessages.codeRequired);
      return;
    }
    setCodeError(undefined);
    try {
      const pair = await mutation.mutateAsync(
        step === 'password' ? parsed.data : { ...parsed.data, ...(recovery ? { recoveryCode: second } : { code: second }) },
      );
      saveSession(pair);
      void notify.success(publicMessages.auth.loginSuccess);
      await navigate({ to: redirectTo ?? '/admin-dashboard' });
    } catch (error) {
      const codeRefusal =
        failureStatus(error) === 401 || failureStatus(error) === 400
          ? serverFieldErrors(error, ['code', 'recoveryCode'] as const)
          : {};
      const codeMessage = codeRefusal.code ?? codeRefusal.recoveryCode;
      if (codeMessage && step === 'password') {
        try {
          setCodeStep(await loadCodeStep());
          setStep('code');
        } catch {
          setFormError(publicMessages.auth.networkError);
        }
        return;
      }
      if (codeMessage) {
        setCodeError(codeMessage);
        setCode('');
        return;
      }
      const text = errorText(error);
      setFormError(text);
      void notify.error(text);
    }
  };

  return (
    // The whole page is its first screen: the form answers the first tap with it.
    <PlainPage
      below="with-page"
      first={
        <div className="login">
          <div className="login__card">
            <p className="login__eyebrow">{publicMessages.nav.adminDashboard}</p>
            <h1 className="login__title">
              {step === 'code' && codeStep ? codeStep.loginMessages.codeTitle : publicMessages.auth.loginTitle}
            </h1>
            {loggedIn ? (
              <div className="login__already">
                <p>{publicMessages.auth.alreadyLoggedIn}</p>
                <Link to="/admin-dashboard" className="button login__submit">
                  {publicMessages.auth.toDashboard}
                </Link>
              </div>
            ) : (
              <>
                <p className="login__lead" hidden={step === 'code'}>
                  {reason === 'expired'
                    ? publicMessages.auth.sessionExpired
                    : reason === 'required'
                      ? publicMessages.auth.authorizationRequired
                      : publicMessages.auth.loginLead}
                </p>
                <form
                  className="login__form"
                  method="post"
                  onSubmit={submit}
                  onFocus={() => void loadLoginSchema().catch(() => {})}
                  noValidate
                  aria-describedby={formError ? errorId : undefined}
                >
                  <div className="login__field" hidden={step === 'code'}>
                    <label htmlFor={loginId}>{publicMessages.auth.login}</label>
                    <input
                      id={loginId}
                      name="login"
                      autoComplete="username"
                      autoCapitalize="none"
                      spellCheck={false}
                      value={login}
                      onChange={(event) => setLogin(event.target.value)}
                      aria-invalid={fieldErrors.login ? true : undefined}
                      aria-describedby={fieldErrors.login ? `${loginId}-error` : undefined}
                      required
                    />
                    {fieldErrors.login && (
                      <p id={`${loginId}-error`} className="login__field-error">
                        {fieldErrors.login}
                      </p>
                    )}
                  </div>
                  {step === 'password' || !codeStep ? (
                    <PasswordInput value={password} onChange={setPassword} error={fieldErrors.password} />
                  ) : (
                    <codeStep.CodeStep
                      recovery={recovery}
                      value={code}
                      error={codeError}
                      onChange={setCode}
                      onToggleRecovery={() => {
                        setRecovery(!recovery);
                        setCode('');
                        setCodeError(undefined);
                      }}
                      onBack={() => {
                        setStep('password');
                        setCode('');
                        setCodeError(undefined);
                        setPassword('');
                      }}
                    />
                  )}
                  {formError && (
                    <p id={errorId} className="login__error" role="alert">
                      {formError}
                    </p>
                  )}
                  <button
                    type="submit"
                    className="button login__submit"
                    disabled={mutation.isPending}
                    aria-busy={mutation.isPending}
                  >
                    {mutation.isPending
                      ? publicMessages.auth.loginPending
                      : step === 'code'
                        ? (codeStep?.loginMessages.submit ?? publicMessages.auth.submit)
                        : publicMessages.auth.submit}
                  </button>
                </form>
              </>
            )}
          </div>
        </div>
      }
    />
  );
}
