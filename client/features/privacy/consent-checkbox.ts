import { lawCopy } from '#shared/content/law.ru';

export const privacyPath = '/privacy';

/**
 * The consent checkbox of the waiting-list form: the consent is its own document (/soglasie), the
 * policy is linked beside it. The wording lives in shared/content/law.ru.ts.
 */
export const consentCheckbox = {
  text: lawCopy.form.consentText,
  linkText: lawCopy.form.consentLink,
  href: '/soglasie',
  middle: lawCopy.form.consentMiddle,
  policyLinkText: lawCopy.form.policyLink,
  policyHref: privacyPath,
  required: lawCopy.form.consentRequired,
} as const;
