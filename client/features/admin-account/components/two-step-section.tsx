import { type ReactNode, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminSection } from '#client/components/admin/admin-section';
import { TextField } from '#client/components/admin/text-field';
import { failureReason, serverFieldErrors } from '#client/lib/request-errors';
import { useStaffAccount } from '#client/lib/staff-account';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import type { TwoStepSetup } from '#shared/schemas/two-step';
import { secondStepOf } from '../second-step';

const copy = adminMessages.twoStep.screen;

/** A step of the set-up or of switching off: a titled box with its fields, its submit button and 'Отмена'. */
function StepForm({
  title,
  lead,
  onSubmit,
  submit,
  onCancel,
  children,
}: {
  title: string;
  lead: string;
  onSubmit: () => void;
  /** The submit button: its label, whether it is sending, and 'danger' for switching off. */
  submit: { label: string; pending: boolean; variant?: 'danger' };
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="account-box"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3 className="account-box__title">{title}</h3>
      <p>{lead}</p>
      {children}
      <div className="account-actions">
        <AdminButton type="submit" variant={submit.variant} pending={submit.pending}>
          {submit.label}
        </AdminButton>
        <AdminButton variant="ghost" onClick={onCancel}>
          {copy.cancel}
        </AdminButton>
      </div>
    </form>
  );
}

/** The ten recovery codes, shown once right after switching on: the server keeps only their hashes. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      void notify.success(copy.copied);
    } catch {
      void notify.error(copy.copyFailed);
    }
  };
  return (
    <div className="account-box" role="status">
      <h3 className="account-box__title">{copy.recoveryTitle}</h3>
      <p>{copy.recoveryLead}</p>
      <ol className="account-codes" data-recovery-codes>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="account-actions">
        <AdminButton variant="secondary" onClick={() => void copyCodes()}>
          {copy.copyCodes}
        </AdminButton>
        <AdminButton onClick={onDone}>{copy.done}</AdminButton>
      </div>
    </div>
  );
}

/** Set-up: the QR code and the key as text, then the first code confirms it. */
function SetUp({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoStepSetup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = trpc.auth.twoStep.enable.useMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = async () => {
    try {
      const { recoveryCodes } = await enable.mutateAsync({ code });
      void notify.success(copy.enabled);
      onEnabled(recoveryCodes);
    } catch (failure) {
      setError(serverFieldErrors(failure, ['code'] as const).code ?? failureReason(failure));
    }
  };
  return (
    <StepForm
      title={copy.scanTitle}
      lead={copy.scanLead}
      onSubmit={() => void confirm()}
      submit={{ label: copy.confirm, pending: enable.isPending }}
      onCancel={onCancel}
    >
      {/* The SVG is made on the server by the qrcode library from the otpauth:// address: no script, no outside data. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own QR code drawing */}
      <div className="account-qr" role="img" aria-label={copy.qrAlt} dangerouslySetInnerHTML={{ __html: setup.qrSvg }} />
      <p className="account-secret">
        <span>{copy.secretLabel}</span>
        <code data-totp-secret>{setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
      </p>
      <TextField
        label={copy.confirmLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        required
      />
    </StepForm>
  );
}

/** Switching off: the password and a code (app or recovery). */
function TurnOff({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const disable = trpc.auth.twoStep.disable.useMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const submit = async () => {
    try {
      await disable.mutateAsync({ password, ...secondStepOf(code) });
      void notify.success(copy.disabled);
      onDone();
    } catch (failure) {
      const fields = serverFieldErrors(failure, ['password', 'code', 'recoveryCode'] as const);
      const codeError = fields.code ?? fields.recoveryCode;
      setErrors({ password: fields.password, code: codeError });
      if (!fields.password && !codeError) void notify.error(`${copy.failed}: ${failureReason(failure)}`);
    }
  };
  return (
    <StepForm
      title={copy.turnOffTitle}
      lead={copy.turnOffLead}
      onSubmit={() => void submit()}
      submit={{ label: copy.turnOffConfirm, pending: disable.isPending, variant: 'danger' }}
      onCancel={onCancel}
    >
      <TextField
        label={copy.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        required
      />
      <TextField
        label={copy.codeOrRecovery}
        autoComplete="one-time-code"
        autoCapitalize="none"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.code}
        required
      />
    </StepForm>
  );
}

/** 'Двухэтапный вход': off (with the owner advised to switch it on), the set-up, the codes once, on. */
export function TwoStepSection() {
  const utils = trpc.useUtils();
  const status = trpc.auth.twoStep.status.useQuery();
  const begin = trpc.auth.twoStep.begin.useMutation();
  const account = useStaffAccount();
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const refresh = () => void utils.auth.twoStep.status.invalidate();

  const start = async () => {
    try {
      setSetup(await begin.mutateAsync());
    } catch (failure) {
      void notify.error(`${copy.failed}: ${failureReason(failure)}`);
    }
  };

  let body: React.ReactNode;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (setup) {
    body = (
      <SetUp
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
          refresh();
        }}
      />
    );
  } else if (status.isError) {
    body = <p className="account-muted">{copy.loadFailed}</p>;
  } else if (!status.data) {
    body = <p className="account-muted">{adminMessages.common.loading}</p>;
  } else if (status.data.enabled) {
    body = turningOff ? (
      <TurnOff
        onCancel={() => setTurningOff(false)}
        onDone={() => {
          setTurningOff(false);
          refresh();
        }}
      />
    ) : (
      <>
        <p className="account-state account-state--on">{copy.twoStepOn}</p>
        <p className="account-muted">{copy.recoveryLeft(status.data.recoveryCodesLeft)}</p>
        <div className="account-actions">
          <AdminButton variant="secondary" onClick={() => setTurningOff(true)}>
            {copy.turnOff}
          </AdminButton>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className="account-state">{copy.twoStepOff}</p>
        {account?.role === 'owner' && <p className="account-advice">{copy.ownerAdvice}</p>}
        <div className="account-actions">
          <AdminButton onClick={() => void start()} pending={begin.isPending}>
            {copy.turnOn}
          </AdminButton>
        </div>
      </>
    );
  }
  return <AdminSection title={copy.twoStepTitle}>{body}</AdminSection>;
}
