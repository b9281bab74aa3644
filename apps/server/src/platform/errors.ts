/**
 * Domain code throws AppError with a message key; the edge turns it into the spec's
 * { status: 0, message } in the caller's language (spec section 8, CONVENTIONS.md rule 5).
 */
export class AppError extends Error {
  readonly key: string;
  readonly httpStatus: number;
  readonly params: Record<string, string | number>;
  readonly extra: Record<string, unknown> | undefined;

  constructor(key: string, opts: { httpStatus?: number; params?: Record<string, string | number>; extra?: Record<string, unknown> } = {}) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.httpStatus = opts.httpStatus ?? 422;
    this.params = opts.params ?? {};
    this.extra = opts.extra;
  }
}

export const unauthenticated = () => new AppError('platform.unauthenticated', { httpStatus: 401 });
export const forbidden = () => new AppError('platform.forbidden', { httpStatus: 403 });

/** A start-up refusal the operator can act on (a held data directory, a missing key): printed as one line, no stack. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** Too many attempts: 429 with the seconds to wait (the edge also sends them as Retry-After). */
export const rateLimited = (retryAfterMs: number) =>
  new AppError('platform.rate_limited', { httpStatus: 429, extra: { retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) } });
