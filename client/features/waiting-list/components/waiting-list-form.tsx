import { type FormEvent, type InputHTMLAttributes, useId, useRef, useState } from 'react';
import { CALL_ME, SessionPicker } from '#client/features/waiting-list/booking/session-picker';
import { loadOnFirstUse } from '#client/lib/load-on-first-use';
import { nextTask } from '#client/lib/next-task';
import { answeredMessage, isConflict } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { WAITING_LIST_LIMITS } from '#shared/constants';
import { lawCopy } from '#shared/content/law.ru';
import { directions } from '#shared/directions';
import { trialsMessages } from '#shared/messages/screens/trials.ru';
import { waitingListMessages } from '#shared/messages/screens/waiting-list.ru';
import { filterAgeInput, filterNameInput } from '#shared/rules/names';
import type { Direction } from '#shared/schemas/application';
import type { BookingReceipt } from '#shared/schemas/trial';
import type { CaptchaHandle, CaptchaLoadState } from '../captcha/captcha-handle';
import {
  applicationInput,
  EMPTY_VALUES,
  FIELD_ORDER,
  type FieldErrors,
  type FieldName,
  needsGuardian,
  type WaitingListValues,
} from '../form-values';
import { maskPhoneInput } from '../phone-input';
import { CaptchaField, captchaAnswer } from './captcha-field';
import { type ConsentCopy, ConsentFields } from './consent-fields';
import { FormField } from './form-field';
import { ReminderOffer } from './reminder-offer';

const copy = waitingListMessages;

/** The fields typed as text (the rest are a select and checkboxes). */
type TextFieldName = 'name' | 'lastname' | 'phone' | 'age' | 'guardianName';

/** What each field keeps while the visitor types: letters in names, digits in the age, the phone's mask. */
const inputFilters: Partial<Record<FieldName, (value: string) => string>> = {
  name: filterNameInput,
  lastname: filterNameInput,
  phone: maskPhoneInput,
  age: filterAgeInput,
};

/** The server's own words when it answered; the generic message for a dropped connection or an unreadable answer. */
function submitErrorMessage(error: unknown): string {
  const answered = answeredMessage(error);
  return answered ? copy.sendError(answered) : copy.sendErrorGeneric;
}

/**
 * The form's checks use the server's Zod schema, fetched on the form's first focus rather than with the
 * page (~25 kB gzip that a visitor who only reads the page never needs).
 */
const loadValidation = loadOnFirstUse(() => import('../form-validation'));

/** The age as the sessions query takes it, once the field holds a valid one. */
function validAge(value: string): number | undefined {
  const age = Number(value);
  return value !== '' && Number.isInteger(age) && age >= WAITING_LIST_LIMITS.minAge && age <= WAITING_LIST_LIMITS.maxAge
    ? age
    : undefined;
}

export function WaitingListForm({
  consent,
  initialDirection,
  initialSession,
  prefill,
  onBooked,
}: {
  consent: ConsentCopy;
  /** From ?direction=: a direction page's or the schedule's link chose it. */
  initialDirection?: Direction;
  /** From ?session=: preselected once the visitor's age shows it fits. */
  initialSession?: string;
  /** The family page's guardian, filled in for a brother or sister. */
  prefill?: { phone: string; guardianName: string };
  onBooked?: (booking: BookingReceipt, reminderUrl: string | null) => void;
}) {
  const [config] = trpc.applications.captchaConfig.useSuspenseQuery();
  const submit = trpc.applications.submit.useMutation();
  // The edition shown here is the one recorded, even if the text changes while the form is open.
  const [consentDocument] = trpc.privacy.consent.useSuspenseQuery();
  const [reminderUrl, setReminderUrl] = useState<string | null>(null);
  const [values, setValues] = useState<WaitingListValues>(() => ({
    ...EMPTY_VALUES,
    ...prefill,
    direction: initialDirection ?? '',
  }));
  const [sessionChoice, setSessionChoice] = useState<string>(initialSession ?? CALL_ME);
  const age = validAge(values.age);
  const sessionsQuery = trpc.trials.sessions.list.useQuery(
    { direction: values.direction as Direction, age },
    { enabled: Boolean(values.direction) && age !== undefined, staleTime: 15_000 },
  );
  const sessions = values.direction && age !== undefined ? (sessionsQuery.data ?? []) : [];
  const chosenSession = sessions.find((session) => session.id === sessionChoice);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [captchaState, setCaptchaState] = useState<CaptchaLoadState>('loading');
  // Remounts the captcha after a successful submission, so a fresh challenge is asked for.
  const [captchaKey, setCaptchaKey] = useState(0);
  const captcha = useRef<CaptchaHandle>(null);
  // A second click lands before React re-renders the disabled button: this guard sees it at once.
  const sending = useRef(false);
  // From the press until the answer: the captcha's check (when the press started it) and the request.
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  const fieldId = (field: FieldName) => `${idPrefix}-${field}`;
  const captchaMessageId = `${idPrefix}-captcha-message`;

  const update = (field: FieldName, raw: string | boolean) => {
    const filter = inputFilters[field];
    const value = typeof raw === 'string' && filter ? filter(raw) : raw;
    const next = { ...values, [field]: value };
    setValues(next);
    // A message already shown follows the value, so it disappears as soon as the field is right.
    if (errors[field]) recheck(field, next);
  };

  /**
   * One field's message for these values (the schema is there by then: an error was shown, or the
   * field was focused), checked in a task of its own: a tap that moves the focus on (a session card
   * after the age) is answered and drawn first, and the schema's check of the field left behind
   * (≈ 10 ms at a phone's speed) follows (docs/decisions/phone-speed.md, 'Taps').
   */
  const recheck = (field: FieldName, checked: WaitingListValues) => {
    Promise.all([loadValidation(), nextTask()]).then(
      ([{ validateWaitingList }]) =>
        setErrors((current) => ({
          ...current,
          [field]: validateWaitingList(checked, consent.required, lawCopy.form.guardianRequired)[field],
        })),
      () => {}, // not downloaded: submitting tries again and says so
    );
  };

  const validateOnBlur = (field: FieldName) => {
    if (values[field] === '' || values[field] === false) return;
    recheck(field, values);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      let validation: Awaited<ReturnType<typeof loadValidation>>;
      try {
        validation = await loadValidation();
      } catch (error) {
        notify.error(submitErrorMessage(error));
        return;
      }
      const found = validation.validateWaitingList(values, consent.required, lawCopy.form.guardianRequired);
      setErrors(found);
      const firstInvalid = FIELD_ORDER.find((field) => found[field]);
      if (firstInvalid) {
        formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(firstInvalid))}`)?.focus();
        return;
      }
      setBusy(true);
      const recaptchaResponse = await captchaAnswer(captcha.current, (message) => {
        setCaptchaError(message);
        notify.error(message);
      });
      if (!recaptchaResponse) return;
      setCaptchaError(null);
      const result = await submit.mutateAsync(
        applicationInput(values, { consentEdition: consentDocument.edition, recaptchaResponse, session: chosenSession }),
      );
      setReminderUrl(result.reminderUrl ?? null);
      if ('booking' in result && result.booking) {
        onBooked?.(result.booking, result.reminderUrl ?? null);
        return;
      }
      // 'Заявка успешно отправлена', or 'заявка уже принята' for a repeat within 24 hours.
      notify.success(result.message || copy.sent);
      setValues(EMPTY_VALUES);
      setSessionChoice(CALL_ME);
      setErrors({});
      setCaptchaKey((key) => key + 1);
    } catch (error) {
      if (isConflict(error)) {
        // The last seat went while the form was filled in: show the fresh seats, the waitlist among them.
        notify.error(trialsMessages.picker.takenMeanwhile);
        void sessionsQuery.refetch();
      } else {
        notify.error(submitErrorMessage(error));
      }
      // A proof-of-work answer is redeemed once; ask for a new one for the next attempt.
      captcha.current?.reset();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  /** A required text field: its label, hint and error, and the input bound to the form's values. */
  const textField = (field: TextFieldName, label: string, input: InputHTMLAttributes<HTMLInputElement>, hint?: string) => (
    <FormField id={fieldId(field)} label={label} error={errors[field]} hint={hint}>
      {(aria) => (
        <input
          id={fieldId(field)}
          name={field}
          className="wl-input"
          required
          value={values[field]}
          onChange={(event) => update(field, event.target.value)}
          onBlur={() => validateOnBlur(field)}
          {...input}
          {...aria}
        />
      )}
    </FormField>
  );

  return (
    <form
      ref={formRef}
      className="wl-form"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadValidation().catch(() => {})}
      aria-busy={busy}
    >
      <div className="wl-form__grid">
        {textField('name', copy.firstName, {
          autoComplete: 'given-name',
          maxLength: WAITING_LIST_LIMITS.nameMaxLength,
          placeholder: copy.namePlaceholder,
        })}
        {textField('lastname', copy.lastName, {
          autoComplete: 'family-name',
          maxLength: WAITING_LIST_LIMITS.nameMaxLength,
          placeholder: copy.lastNamePlaceholder,
        })}
        {textField('phone', copy.phone, {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
          placeholder: copy.phonePlaceholder,
          // The field starts with the country code once touched, and gives it back when left at that.
          onFocus: () => {
            if (values.phone === '') setValues((current) => ({ ...current, phone: '+7' }));
          },
          onBlur: () => {
            if (values.phone === '+7') setValues((current) => ({ ...current, phone: '' }));
            else validateOnBlur('phone');
          },
        })}
        {textField(
          'age',
          copy.age,
          { inputMode: 'numeric', autoComplete: 'off', placeholder: copy.agePlaceholder },
          copy.ageHint,
        )}
        <div className="wl-form__wide">
          <FormField id={fieldId('direction')} label={copy.direction} error={errors.direction}>
            {(aria) => (
              <select
                id={fieldId('direction')}
                name="direction"
                className="wl-input wl-select"
                required
                value={values.direction}
                onChange={(event) => update('direction', event.target.value)}
                {...aria}
              >
                <option value="" disabled>
                  {copy.directionPlaceholder}
                </option>
                {directions.map((direction) => (
                  <option key={direction.slug} value={direction.applicationValue}>
                    {direction.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="wl-form__wide">
          <SessionPicker
            name={`${idPrefix}-session`}
            sessions={sessions}
            state={
              !values.direction || age === undefined
                ? 'idle'
                : sessionsQuery.isPending
                  ? 'loading'
                  : sessionsQuery.isError
                    ? 'failed'
                    : 'ready'
            }
            value={sessionChoice}
            onChange={setSessionChoice}
          />
        </div>
        {needsGuardian(values.age) && (
          <div className="wl-form__wide">
            {textField(
              'guardianName',
              lawCopy.form.guardianName,
              { autoComplete: 'name', maxLength: 60, placeholder: lawCopy.form.guardianPlaceholder },
              lawCopy.form.guardianNote,
            )}
          </div>
        )}
      </div>

      <ConsentFields
        copy={consent}
        consentId={fieldId('consent')}
        marketingId={fieldId('marketing')}
        consent={values.consent}
        marketing={values.marketing}
        error={errors.consent}
        onChange={update}
      />

      <CaptchaField
        config={config}
        generation={captchaKey}
        handle={captcha}
        state={captchaState}
        onStateChange={setCaptchaState}
        onVerified={() => setCaptchaError(null)}
        error={captchaError}
        errorId={captchaMessageId}
      />

      <div className="wl-form__actions">
        <button type="submit" className="button wl-form__submit" disabled={busy}>
          {busy
            ? copy.sending
            : chosenSession
              ? chosenSession.seatsLeft === 0
                ? trialsMessages.picker.submitWaitlist
                : trialsMessages.picker.submitBook
              : copy.submit}
        </button>
        <p className="wl-form__note">{copy.formNote}</p>
      </div>
      {reminderUrl && <ReminderOffer url={reminderUrl} />}
    </form>
  );
}
