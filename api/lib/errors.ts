import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseUnreachable } from './database-errors.ts';
import { AppError, Code } from './envelope.ts';

/** What a 503 asks the client to wait before it tries again. */
const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable, please try again in a moment';

interface Failure {
  status: number;
  code: number;
  message: string;
}

const byFastifyCode: Record<string, Failure> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: Code.tooLarge, status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: Code.badType, status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: Code.invalid, status: 400, message: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: Code.invalid, status: 400, message: 'Empty JSON body' },
  FST_REQ_FILE_TOO_LARGE: { code: Code.tooLarge, status: 413, message: 'File is too large' },
  FST_ERR_BAD_URL: { code: Code.invalid, status: 400, message: 'Malformed URL' },
  FST_ERR_MAX_PARAM_LENGTH: { code: Code.invalid, status: 400, message: 'A path parameter is too long' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: Code.invalid, status: 400, message: 'Send the file as multipart/form-data' },
};

/** Other client errors by HTTP status; a status the contract has no code for becomes a plain 400. */
const byStatus: Record<number, string> = {
  [Code.invalid]: 'Bad request',
  [Code.forbidden]: 'Forbidden',
  [Code.notFound]: 'Not found',
  [Code.conflict]: 'Conflict',
  [Code.tooLarge]: 'Request is too large',
  [Code.badType]: 'Unsupported content type',
  [Code.tooMany]: 'Too many requests, please try again later',
};

/** The envelope a failure leaves as: its code always matches the HTTP status (4001 and 4003 go with 401). */
function failureOf(error: unknown): Failure | null {
  if (error instanceof AppError) return { status: error.status, code: error.code, message: error.message };
  const err = error as FastifyError;
  // Our zod validator's message already names the field ("email: Invalid email address").
  if (err.code === 'FST_ERR_VALIDATION') return { status: 400, code: Code.invalid, message: err.message };
  if (databaseUnreachable(error)) return { status: Code.unavailable, code: Code.unavailable, message: UNAVAILABLE_MESSAGE };
  const known = err.code ? byFastifyCode[err.code] : undefined;
  if (known) return known;
  const status = err.statusCode;
  if (status && status >= 400 && status < 500) {
    const message = byStatus[status];
    return message ? { status, code: status, message } : { status: 400, code: Code.invalid, message: byStatus[Code.invalid] };
  }
  return null;
}

const fieldOf = (error: unknown) => {
  const field = (error as { field?: unknown }).field;
  return typeof field === 'string' ? field : '';
};

/** How long a connection ended after a 413 still takes (and drops) what the client sends. */
const LINGER_MS = 2_000;

/**
 * A connection closed while the client is still sending makes the kernel answer its next bytes with
 * a reset, which can erase the 413 before the client has read it (the browser would show a network
 * error instead of the shopper's message). As nginx's lingering close does: once the answer is
 * out, Node's `destroySoon` (how the server ends a Connection: close) only stops writing, the rest
 * of the body is read and dropped for LINGER_MS, then the connection is closed.
 */
function lingerOnClose(socket: Socket | null | undefined) {
  if (!socket) return;
  socket.destroySoon = () => {
    socket.end();
    socket.on('data', () => {}).resume();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/** Sends `error` as an envelope; what is not a client error is logged and leaves as a bare 500. */
export function sendFailure(error: unknown, req: FastifyRequest, reply: FastifyReply) {
  const failure = failureOf(error);
  if (!failure) req.log.error({ err: error }, 'unhandled error');
  else if (failure.status === Code.unavailable && !(error instanceof AppError))
    req.log.warn({ err: error }, 'answered 503: the database is out of reach');
  const { status, code, message } = failure ?? { status: 500, code: Code.internal, message: 'Internal server error' };
  // A refusal of the input's form is in the API's words, for developers: `invalid` names the field,
  // so the storefront shows its own translated words instead (answeredMessage).
  const data =
    error instanceof AppError ? error.data : (error as FastifyError).code === 'FST_ERR_VALIDATION' ? { invalid: fieldOf(error) } : null;
  if (status === Code.unavailable) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  // The rest of a body too large is not read: the connection ends with the answer.
  if (status === Code.tooLarge) {
    reply.header('Connection', 'close');
    lingerOnClose(req.raw.socket);
  }
  return reply.status(status).send({ code, message, data });
}

/** Every failure leaves as an envelope; the client never sees a stack trace or SQL. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(sendFailure);
}
