import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, Code } from './envelope.ts';
import { UNAVAILABLE_MESSAGE } from './errors.ts';
import { sameSecret } from './secrets.ts';

/**
 * Requests the app sends itself (the PayPal sandbox reached in-process by a checkout, the sandbox's
 * webhooks) carry this header with a token made at start, which nobody outside the process knows.
 */
const INTERNAL_HEADER = 'x-shop-internal';
const internalToken = randomBytes(24).toString('base64url');
export const internalRequestHeaders = (): Record<string, string> => ({ [INTERNAL_HEADER]: internalToken });
/** Whether a request is one the app sent itself. */
export const isInternalRequest = (req: FastifyRequest) => sameSecret(req.headers[INTERNAL_HEADER], internalToken);

/**
 * While the app shuts down it finishes what is in flight and refuses new requests from outside with
 * the envelope's 503 (Retry-After, connection closed), so a balancer sends them elsewhere. Fastify's
 * own 503-on-closing is off: it would also refuse the requests a checkout still in flight makes to
 * the in-process sandbox, failing it halfway.
 */
export function registerDraining(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // Callback hooks: they run on every request, and cost no promise while the app is not closing.
  app.addHook('onRequest', (req, reply, done) => {
    if (!closing || isInternalRequest(req)) return done();
    reply.header('Connection', 'close');
    done(new AppError(Code.unavailable, UNAVAILABLE_MESSAGE));
  });
  // The answers to what was in flight end their connections: an idle kept-alive one would
  // otherwise hold the close until its keep-alive timeout.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
}
