import { maskPhone } from '#shared/rules/phone';

/**
 * The phone field starts as '+7' when focused. A number pasted or autofilled after that prefix
 * ('+7 999 …', '8 999 …') arrives as '+7' + the whole number; it is masked on its own so its country
 * code is not taken for the first digit. Anything else goes through the spec's mask as typed.
 */
export function maskPhoneInput(raw: string): string {
  if (raw.startsWith('+7')) {
    const rest = raw.slice(2);
    if (/^\s*\+/.test(rest) || rest.replace(/\D/g, '').length > 10) return maskPhone(rest);
  }
  return maskPhone(raw);
}
