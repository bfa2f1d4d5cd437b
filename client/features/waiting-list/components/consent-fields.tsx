import { AppLink } from '#client/components/ui/app-link';
import { lawCopy } from '#shared/content/law.ru';

/** The consent checkbox's wording: the consent document and the policy, each linked (passed in by the route). */
export interface ConsentCopy {
  text: string;
  linkText: string;
  href: string;
  middle: string;
  policyLinkText: string;
  policyHref: string;
  required: string;
}

interface ConsentFieldsProps {
  copy: ConsentCopy;
  /** The consent checkbox's id; its error is `${id}-error`. */
  consentId: string;
  marketingId: string;
  consent: boolean;
  marketing: boolean;
  error?: string;
  onChange: (field: 'consent' | 'marketing', checked: boolean) => void;
}

/** The required consent to personal-data processing (152-FZ) and the separate, optional one to news and offers. */
export function ConsentFields({ copy, consentId, marketingId, consent, marketing, error, onChange }: ConsentFieldsProps) {
  return (
    <>
      <div className={error ? 'wl-consent wl-consent--invalid' : 'wl-consent'}>
        <input
          id={consentId}
          name="consent"
          type="checkbox"
          className="wl-consent__box"
          checked={consent}
          onChange={(event) => onChange('consent', event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${consentId}-error` : undefined}
          required
        />
        <label htmlFor={consentId} className="wl-consent__label">
          {copy.text}{' '}
          <AppLink to={copy.href} className="wl-consent__link" target="_blank">
            {copy.linkText}
          </AppLink>{' '}
          {copy.middle}{' '}
          <AppLink to={copy.policyHref} className="wl-consent__link" target="_blank">
            {copy.policyLinkText}
          </AppLink>
        </label>
        {error && (
          <p id={`${consentId}-error`} className="wl-field__error wl-consent__error">
            {error}
          </p>
        )}
      </div>

      <div className="wl-consent">
        <input
          id={marketingId}
          name="marketing"
          type="checkbox"
          className="wl-consent__box"
          checked={marketing}
          onChange={(event) => onChange('marketing', event.target.checked)}
        />
        <label htmlFor={marketingId} className="wl-consent__label">
          {lawCopy.form.marketing}
        </label>
      </div>
    </>
  );
}
