import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, Code } from './envelope.ts';

const byFastifyCode: Record<string, { code: number; status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: Code.tooLarge, status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: Code.badType, status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: Code.invalid, status: 400, message: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: Code.invalid, status: 400, message: 'Empty JSON body' },
  FST_REQ_FILE_TOO_LARGE: { code: Code.tooLarge, status: 413, message: 'File is too large' },
};

function send(reply: FastifyReply, status: number, code: number, message: string, data: unknown = null) {
  return reply.status(status).send({ code, message, data });
}

/** Every failure leaves as an envelope; the client never sees a stack trace or SQL. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, req: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return send(reply, error.status, error.code, error.message, error.data);
    const err = error as FastifyError;
    // Our zod validator's message already names the field ("email: Invalid email address").
    if (err.code === 'FST_ERR_VALIDATION') return send(reply, 400, Code.invalid, err.message);
    const known = err.code ? byFastifyCode[err.code] : undefined;
    if (known) return send(reply, known.status, known.code, known.message);
    if (err.statusCode === 429) return send(reply, 429, Code.tooMany, 'Too many requests, please try again later');
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(reply, err.statusCode, err.statusCode === 404 ? Code.notFound : Code.invalid, 'Bad request');
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, Code.internal, 'Internal server error');
  });
}
