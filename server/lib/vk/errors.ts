import { serverMessages } from '#shared/messages/server.ru';

/**
 * How a failure is retried (server/lib/vk/backoff.ts): `transient` soon, `rateLimit` after an hour or
 * more, `config` (token, access, group id: needs a person) at the normal interval, growing.
 */
export type VkErrorKind = 'transient' | 'rateLimit' | 'config';

/** A failed sync: `message` is the Russian text the admin sees, `detail` what VK or the network said. */
export class VkSyncError extends Error {
  constructor(
    readonly kind: VkErrorKind,
    message: string,
    readonly detail: string,
    readonly vkCode?: number,
  ) {
    super(message);
    this.name = 'VkSyncError';
  }
}

/** An `{ error: { error_code, error_msg } }` answer of the VK API. */
export function vkApiError(code: number, detail: string): VkSyncError {
  const m = serverMessages.vkSync;
  switch (code) {
    case 5:
      return new VkSyncError('config', m.authFailed, detail, code);
    case 6:
      return new VkSyncError('transient', m.tooManyRequests, detail, code);
    case 9:
    case 29:
      return new VkSyncError('rateLimit', m.rateLimit, detail, code);
    case 15:
      return new VkSyncError('config', m.accessDenied, detail, code);
    case 30:
      return new VkSyncError('config', m.privateWall, detail, code);
    case 100:
    case 113:
      return new VkSyncError('config', m.invalidParams(detail), detail, code);
    case 1:
    case 10:
      return new VkSyncError('transient', m.serviceError, detail, code);
    default:
      return new VkSyncError('config', m.otherError(code, detail), detail, code);
  }
}
