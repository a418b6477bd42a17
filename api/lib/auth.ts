import type { FastifyReply, FastifyRequest } from 'fastify';
import { sameSecret } from './secrets.ts';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { AppError, Code } from './envelope.ts';
import { localeOf } from './request.ts';
import { text } from './texts.ts';
import { findSession, sessionPolicy, sessionState, touchSession } from './sessions.ts';

export interface AuthUser {
  id: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in shopper, set by `requireUser` / `optionalUser`; null otherwise. */
    user: AuthUser | null;
  }
}

export const NO_TOKEN_MESSAGE = 'Please log in first';
export const BAD_TOKEN_MESSAGE = 'Your session has expired, please log in again';

/** The token of `Authorization: Bearer <token>`, or of a bare `Authorization: <token>`. */
export function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization?.trim();
  if (!header) return null;
  const m = /^Bearer\s+(.*)$/i.exec(header);
  const token = (m ? m[1] : header).trim();
  return token || null;
}

async function resolve(req: FastifyRequest): Promise<AuthUser | 'none' | 'idle' | 'bad'> {
  const token = tokenOf(req);
  if (!token) return 'none';
  const row = await findSession(req.server.db, token);
  if (!row) return 'bad';
  const policy = sessionPolicy(req.server.config);
  const state = sessionState(row, policy);
  if (state !== 'active') return state === 'idle' ? 'idle' : 'bad';
  await touchSession(req.server.db, row, policy);
  return { id: row.userId, sessionId: row.id };
}

/**
 * onRequest hook of auth-only calls: runs before the body is read or validated, so a call without
 * a token is answered 4001 and one with a bad, expired or revoked token 4003, whatever it carries.
 */
export async function requireUser(req: FastifyRequest): Promise<void> {
  const result = await resolve(req);
  if (result === 'none') throw new AppError(Code.noToken, NO_TOKEN_MESSAGE);
  if (result === 'bad' || result === 'idle') throw new AppError(Code.badToken, BAD_TOKEN_MESSAGE);
  req.user = result;
}

/**
 * onRequest hook of public calls that personalise (is_like, history): no token or a dead one means a
 * visitor. An idle session answers 4003, so that the storefront refreshes it and asks again as the
 * shopper, instead of quietly browsing as a visitor.
 */
export function optionalUser(req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
  // A visitor (no token) is known at once: no session to look up, no promise to wait for.
  if (tokenOf(req) === null) {
    req.user = null;
    done();
    return;
  }
  resolve(req).then((result) => {
    if (result === 'idle') return done(new AppError(Code.badToken, BAD_TOKEN_MESSAGE));
    req.user = typeof result === 'object' ? result : null;
    done();
  }, done);
}

/**
 * onRequest hook of editor calls: a visitor is answered 4001 and a dead session 4003, as for every
 * shopper call; a signed-in shopper who is not an editor 403. The role is read at every call, so an
 * operator's `npm run editors -- remove` takes effect at once.
 */
export async function requireEditor(req: FastifyRequest): Promise<void> {
  await requireUser(req);
  const [row] = await req.server.db.select({ isEditor: users.isEditor }).from(users).where(eq(users.id, req.user!.id));
  if (!row?.isEditor) throw new AppError(Code.forbidden, text(localeOf(req), 'api.editor.forbidden'));
}

/** onRequest hook of operator calls: a signed-in shopper with the operator role (read at every call), else 403. */
export async function requireOperator(req: FastifyRequest): Promise<void> {
  await requireUser(req);
  const [row] = await req.server.db.select({ isOperator: users.isOperator }).from(users).where(eq(users.id, req.user!.id));
  if (!row?.isOperator) throw new AppError(Code.forbidden, text(localeOf(req), 'api.operator.forbidden'));
}

/**
 * onRequest hook of publish calls: a CMS or CI job that sends `Authorization: Bearer
 * <PUBLISH_WEBHOOK_SECRET>` passes as is (no user); anyone else must be an editor.
 */
export async function requirePublisher(req: FastifyRequest): Promise<void> {
  const secret = req.server.config.PUBLISH_WEBHOOK_SECRET;
  const token = tokenOf(req);
  if (secret && sameSecret(token, secret)) {
    req.user = null;
    return;
  }
  await requireEditor(req);
}

/** onRequest hook of the build worker's calls: they carry the API's BUILD_TOKEN as `X-Build-Token`. */
export async function requireBuilder(req: FastifyRequest): Promise<void> {
  if (!sameSecret(req.headers['x-build-token'], req.server.config.BUILD_TOKEN))
    throw new AppError(Code.forbidden, text(localeOf(req), 'api.publish.workerOnly'));
  req.user = null;
}

/** The signed-in shopper of a call guarded by `requireUser`. */
export function userOf(req: FastifyRequest): AuthUser {
  if (!req.user) throw new AppError(Code.noToken, NO_TOKEN_MESSAGE);
  return req.user;
}
