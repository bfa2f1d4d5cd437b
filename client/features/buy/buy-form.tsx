import { type FormEvent, useId, useState } from 'react';
import { AppLink } from '#client/components/ui/app-link';
import { failureMessage } from '#client/lib/request-errors';
import { type RouterOutputs, trpc } from '#client/lib/trpc';
import { buyMessages as copy } from '#shared/messages/screens/buy.ru';
import { formatRubles } from '#shared/rules/money';
import { maskPhone } from '#shared/rules/phone';
import type { PaymentMethod } from '#shared/schemas/payments';

type Shop = RouterOutputs['payments']['shop'];
/** What a trial visitor's private link offers (payments.trialOffer), with its token. */
export type TrialPurchase = NonNullable<RouterOutputs['payments']['trialOffer']> & { token: string };

/** Full years on today's date for a 'YYYY-MM-DD' birth date; null until the date is complete. */
function ageOf(birthDate: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const now = new Date();
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return now.getFullYear() - y - (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d) ? 1 : 0);
}

/**
 * The buy form, phone first: the pass, the member (the renewal link's member, or the trial visitor's
 * from their private link, or a new one), the payer's contacts for the receipt, the method, the
 * personal-data consent (a new member's; a child's by the guardian) and the offer. 'Перейти к оплате'
 * sends the browser to ЮKassa's page; no card data ever passes through the site.
 */
export function BuyForm({
  shop,
  passTypeId,
  renewal,
  trial,
}: {
  shop: Shop;
  passTypeId: number | null;
  renewal: string | null;
  trial: TrialPurchase | null;
}) {
  const id = useId();
  const passes = trial?.passes ?? shop.passes;
  const [passId, setPassId] = useState(
    passes.some((item) => item.id === passTypeId) ? (passTypeId as number) : (passes[0]?.id ?? 0),
  );
  const [fullName, setFullName] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [guardianName, setGuardianName] = useState('');
  const [phone, setPhone] = useState(trial?.member.phone ?? '');
  const [email, setEmail] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('bank_card');
  const [consent, setConsent] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const checkout = trpc.payments.checkout.useMutation();
  const pass = passes.find((item) => item.id === passId);
  const age = ageOf(birthDate);
  const child = age !== null && age < 18;
  const consentGiven = { consent: consent as true, consentEditionId: shop.consentEditionId ?? 0 };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    checkout.mutate(
      {
        passTypeId: passId,
        member: renewal
          ? { kind: 'renewal', token: renewal }
          : trial
            ? { kind: 'trial', token: trial.token, birthDate, ...consentGiven }
            : { kind: 'new', fullName, birthDate, guardianName: child ? guardianName : null, ...consentGiven },
        payerPhone: phone,
        payerEmail: email,
        offerEditionId: shop.offerEditionId ?? 0,
        offerAccepted: accepted as true,
        method,
      },
      {
        onSuccess: ({ confirmationUrl }) => window.location.assign(confirmationUrl),
        onError: (failure) => setError(failureMessage(failure, copy.failed)),
      },
    );
  };

  return (
    <form className="buy-form" onSubmit={submit} noValidate>
      <label className="buy-field" htmlFor={`${id}-pass`}>
        <span className="buy-field__label">{copy.pass}</span>
        <select id={`${id}-pass`} className="buy-input" value={passId} onChange={(e) => setPassId(Number(e.target.value))}>
          {passes.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name} — {formatRubles(item.priceKopecks)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="buy-group">
        <legend className="buy-group__title">{copy.member}</legend>
        {renewal ? (
          <p className="buy-note">{copy.renewal}</p>
        ) : (
          <>
            {trial && (
              <div className="buy-trial">
                <p className="buy-note">{copy.trial}</p>
                <p className="buy-trial__name">{trial.member.fullName}</p>
                {trial.member.guardianName && <p className="buy-note">{copy.guardianShown(trial.member.guardianName)}</p>}
              </div>
            )}
            {!trial && (
              <label className="buy-field" htmlFor={`${id}-name`}>
                <span className="buy-field__label">{copy.fullName}</span>
                <input
                  id={`${id}-name`}
                  className="buy-input"
                  autoComplete="off"
                  required
                  maxLength={100}
                  value={fullName}
                  onChange={(e) => setFullName(e.target.value)}
                />
              </label>
            )}
            <label className="buy-field" htmlFor={`${id}-birth`}>
              <span className="buy-field__label">{copy.birthDate}</span>
              <input
                id={`${id}-birth`}
                className="buy-input"
                type="date"
                required
                value={birthDate}
                onChange={(e) => setBirthDate(e.target.value)}
              />
            </label>
            {child && !trial && (
              <label className="buy-field" htmlFor={`${id}-guardian`}>
                <span className="buy-field__label">{copy.guardianName}</span>
                <input
                  id={`${id}-guardian`}
                  className="buy-input"
                  autoComplete="name"
                  required
                  maxLength={100}
                  value={guardianName}
                  onChange={(e) => setGuardianName(e.target.value)}
                />
              </label>
            )}
          </>
        )}
      </fieldset>
      <fieldset className="buy-group">
        <legend className="buy-group__title">{copy.payer}</legend>
        <label className="buy-field" htmlFor={`${id}-phone`}>
          <span className="buy-field__label">{copy.phone}</span>
          <input
            id={`${id}-phone`}
            className="buy-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+7 999 999-99-99"
            required
            value={phone}
            onChange={(e) => setPhone(maskPhone(e.target.value))}
          />
        </label>
        <label className="buy-field" htmlFor={`${id}-email`}>
          <span className="buy-field__label">{copy.email}</span>
          <input
            id={`${id}-email`}
            className="buy-input"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <span className="buy-field__hint">{copy.emailHint}</span>
        </label>
      </fieldset>
      <fieldset className="buy-group">
        <legend className="buy-group__title">{copy.method}</legend>
        <div className="buy-methods">
          {(['bank_card', 'sbp'] as const).map((value) => (
            <label key={value} className={method === value ? 'buy-method buy-method--on' : 'buy-method'}>
              <input
                type="radio"
                name={`${id}-method`}
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
              />
              {value === 'bank_card' ? copy.card : copy.sbp}
            </label>
          ))}
        </div>
      </fieldset>
      {!renewal && (
        <div className="buy-consent">
          <label className="buy-offer">
            <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
            <span>
              {copy.consentBefore}
              <AppLink to="/soglasie" target="_blank">
                {copy.consentLink}
              </AppLink>
            </span>
          </label>
          {child && <p className="buy-field__hint">{copy.consentChild}</p>}
        </div>
      )}
      <label className="buy-offer">
        <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
        <span>
          {copy.offerBefore}
          <AppLink to="/oferta" target="_blank">
            {copy.offerLink}
          </AppLink>
        </span>
      </label>
      {error && (
        <p className="buy-error" role="alert">
          {error}
        </p>
      )}
      <div className="buy-total">
        <span>{copy.total}</span>
        <strong>{pass ? formatRubles(pass.priceKopecks) : '—'}</strong>
      </div>
      <button type="submit" className="button button--gold buy-submit" disabled={checkout.isPending}>
        {checkout.isPending ? copy.submitting : copy.submit}
      </button>
      <p className="buy-note">{copy.safety}</p>
    </form>
  );
}
