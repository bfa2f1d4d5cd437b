/**
 * One field takes either kind of code: six digits are the app's code, anything else a recovery
 * code (the server checks both formats and says which is wrong).
 */
export function secondStepOf(typed: string): { code: string } | { recoveryCode: string } {
  const trimmed = typed.trim();
  return /^[\d\s]+$/.test(trimmed) ? { code: trimmed } : { recoveryCode: trimmed };
}
