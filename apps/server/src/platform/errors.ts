/**
 * Domain code throws AppError with a message key; the edge turns it into the spec's
 * { status: 0, message } in the caller's language (spec section 8, CONVENTIONS.md rule 5).
 */
export class AppError extends Error {
  readonly key: string;
  readonly httpStatus: number;
  readonly params: Record<string, string | number>;
  readonly extra: Record<string, unknown> | undefined;
  /**
   * The input field the refusal is about, as a path into the contract's input ('dataNasc', 'alterarPessoa.cpf'):
   * the JSON reply names it in `errors` so the form shows the message on that field (0027-form-kit.md).
   */
  readonly field: string | undefined;

  constructor(
    key: string,
    opts: { httpStatus?: number; params?: Record<string, string | number>; extra?: Record<string, unknown>; field?: string } = {},
  ) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.httpStatus = opts.httpStatus ?? 422;
    this.params = opts.params ?? {};
    this.extra = opts.extra;
    this.field = opts.field;
  }
}

/**
 * Runs `fn` and puts `prefix` in front of the field of a refusal it throws: rules name the field as they see it
 * ('dataNasc') and the service says where those fields sit in its input ('alterarPessoa').
 */
export async function fieldsUnder<T>(prefix: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppError && error.field && !error.field.startsWith(`${prefix}.`)) {
      const moved = new AppError(error.key, {
        httpStatus: error.httpStatus,
        params: error.params,
        extra: error.extra,
        field: `${prefix}.${error.field}`,
      });
      moved.stack = error.stack;
      throw moved;
    }
    throw error;
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
