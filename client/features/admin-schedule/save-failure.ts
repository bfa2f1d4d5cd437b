import { isRefusedInput, readableServerMessage } from '#client/lib/request-errors';
import { adminMessages } from '#shared/messages/admin.ru';

/**
 * A failed load or save says 'Ваша сессия истекла'; the server's own message is shown when it
 * refused the schedule itself (a validation error), since that is something the admin can fix.
 */
export function scheduleFailureMessage(error: unknown): string {
  const refusal = isRefusedInput(error) ? readableServerMessage(error) : null;
  return refusal ?? adminMessages.adminSchedule.loadOrSaveFailed;
}
