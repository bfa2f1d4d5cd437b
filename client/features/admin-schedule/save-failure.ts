import { TRPCClientError } from '@trpc/client';
import { messages } from '#shared/messages/admin.ru';

/**
 * Spec 8: a failed load or save says 'Ваша сессия истекла'; the server's own message is shown when it
 * refused the schedule itself (a validation error), since that is something the admin can fix.
 */
export function scheduleFailureMessage(error: unknown): string {
  if (error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'BAD_REQUEST') {
    return error.message;
  }
  return messages.adminSchedule.loadOrSaveFailed;
}
