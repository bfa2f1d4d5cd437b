/**
 * What went wrong, in the words of the domain. server/lib throws these and knows nothing of HTTP or
 * tRPC; server/trpc/errors.ts turns each kind into the tRPC code (and through it the HTTP status of
 * /trpc and of the legacy /api routes) in one place.
 */
export type DomainErrorKind =
  /** The input breaks a rule the schema cannot see (a past session, a photo not uploaded). */
  | 'bad-input'
  /** No valid session: log in (again). */
  | 'unauthorized'
  /** Logged in, but not allowed to do this. */
  | 'forbidden'
  | 'not-found'
  /** The change collides with what is stored (a taken name, a full session). */
  | 'conflict'
  /** Something the call needs is not set up (an integration without its settings). */
  | 'not-ready'
  | 'too-large'
  | 'unsupported-type'
  /** Too many tries; `retryAfter` says how long to wait. */
  | 'too-many';

export interface DomainErrorOptions {
  /** Messages by form field, for a form to show beside the field. */
  fieldErrors?: Record<string, string[]>;
  /** Seconds to wait before trying again (kind 'too-many'). */
  retryAfter?: number;
  cause?: unknown;
}

/** A refusal the person can act on: `message` is Russian and is shown to them as it is. */
export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly fieldErrors: Record<string, string[]> | null;
  /** Whole seconds, at least one; null unless the kind is 'too-many'. */
  readonly retryAfter: number | null;

  constructor(kind: DomainErrorKind, message: string, options: DomainErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DomainError';
    this.kind = kind;
    this.fieldErrors = options.fieldErrors ?? null;
    this.retryAfter = options.retryAfter === undefined ? null : Math.max(1, Math.ceil(options.retryAfter));
  }
}

/** A 'too-many' refusal that says how long to wait. */
export function tooMany(retryAfter: number, message: string): DomainError {
  return new DomainError('too-many', message, { retryAfter });
}
