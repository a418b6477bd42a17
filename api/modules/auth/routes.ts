import { authMessage } from '../../lib/auth-messages.ts';
import { BAD_TOKEN_MESSAGE, NO_TOKEN_MESSAGE, tokenOf } from '../../lib/auth.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { answer, route } from '../../lib/route.ts';
import { findSession, revokeSession, rotateSession, sessionPolicy } from '../../lib/sessions.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { login, sendVerifyCode } from './service.ts';

export default async function authRoutes(app: App) {
  // A plain per-IP request limit in front of the calls an attacker would hammer.
  const perIp = { config: { rateLimit: { max: app.config.AUTH_REQUESTS_PER_MINUTE, timeWindow: 60_000 } } };

  const requireToken = (token: string | null): string => {
    if (!token) throw new AppError(Code.noToken, NO_TOKEN_MESSAGE);
    return token;
  };

  route(
    app,
    calls.sendVerifyCode,
    async (ctx, { body }) => {
      await sendVerifyCode(ctx, body.email);
      return answer(null, authMessage(ctx.locale, 'codeSent'));
    },
    perIp,
  );

  route(
    app,
    calls.login,
    async (ctx, { body }) => answer({ token: await login(ctx, body.email, body.verify_code) }, authMessage(ctx.locale, 'loginOk')),
    perIp,
  );

  // No per-IP limit: a 256-bit token cannot be guessed, and shoppers behind one NAT all refresh.
  route(app, calls.refreshToken, async (ctx, _args, req) => {
    const token = await rotateSession(ctx.db, requireToken(tokenOf(req)), sessionPolicy(ctx.config));
    if (!token) throw new AppError(Code.badToken, BAD_TOKEN_MESSAGE);
    return { token };
  });

  route(app, calls.logout, async (ctx, _args, req) => {
    const session = await findSession(ctx.db, requireToken(tokenOf(req)));
    if (!session || session.revokedAt) throw new AppError(Code.badToken, BAD_TOKEN_MESSAGE);
    await revokeSession(ctx.db, session.id);
    return answer(null, 'Logout successful');
  });
}
