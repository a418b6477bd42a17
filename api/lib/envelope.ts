/** The response envelope of the API contract: `{ code, message, data }`, code 200 = success. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export const Code = {
  ok: 200,
  invalid: 400,
  noToken: 4001,
  badToken: 4003,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  badType: 415,
  tooMany: 429,
  internal: 500,
  /** A part the answer needs (the database, Redis) is down: try again after Retry-After. */
  unavailable: 503,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

const httpStatusOf: Record<number, number> = {
  [Code.noToken]: 401,
  [Code.badToken]: 401,
};

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: Code.ok, message, data };
}

/** A failure the client may see: its message is safe to show. */
export class AppError extends Error {
  readonly code: CodeValue;
  readonly status: number;
  readonly data: unknown;
  constructor(code: CodeValue, message: string, data: unknown = null) {
    super(message);
    this.code = code;
    this.status = httpStatusOf[code] ?? code;
    this.data = data;
  }
}

export const notFound = (what: string) => new AppError(Code.notFound, `${what} not found`);
export const invalid = (message: string) => new AppError(Code.invalid, message);
export const conflict = (message: string) => new AppError(Code.conflict, message);
