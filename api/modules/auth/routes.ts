import { AppError, Code, ok } from '../../lib/envelope.ts';
import { BAD_TOKEN_MESSAGE, NO_TOKEN_MESSAGE, tokenOf } from '../../lib/auth.ts';
import { localeOf } from '../../lib/request.ts';
import { findSession, revokeSession, rotateSession, sessionPolicy } from '../../lib/sessions.ts';
import type { App } from '../../lib/types.ts';
import { LoginBody, SendCodeBody, type TokenData } from './schema.ts';
import { authMessage } from '../../lib/auth-messages.ts';
import { login, sendVerifyCode } from './service.ts';

export default async function authRoutes(app: App) {
  const deps = { db: app.db, config: app.config, limits: app.limits, mailer: app.mailer, log: app.log };
  // A plain per-IP request limit in front of the calls an attacker would hammer.
  const perIp = { rateLimit: { max: app.config.AUTH_REQUESTS_PER_MINUTE, timeWindow: 60_000 } };

  const requireToken = (token: string | null): string => {
    if (!token) throw new AppError(Code.noToken, NO_TOKEN_MESSAGE);
    return token;
  };

  app.post('/email/sendVerifyCode', { schema: { body: SendCodeBody }, config: perIp }, async (req) => {
    const locale = localeOf(req);
    await sendVerifyCode(deps, req.body.email, req.ip, locale);
    return ok(null, authMessage(locale, 'codeSent'));
  });

  app.post('/user/login', { schema: { body: LoginBody }, config: perIp }, async (req) => {
    const locale = localeOf(req);
    return ok<TokenData>({ token: await login(deps, req.body.email, req.body.verify_code, locale) }, authMessage(locale, 'loginOk'));
  });

  // Accepts a current token or one idle-expired within the grace period; the old token is retired.
  // No per-IP limit: a 256-bit token cannot be guessed, and shoppers behind one NAT all refresh.
  app.get('/user/refreshToken', async (req) => {
    const token = await rotateSession(app.db, requireToken(tokenOf(req)), sessionPolicy(app.config));
    if (!token) throw new AppError(Code.badToken, BAD_TOKEN_MESSAGE);
    return ok<TokenData>({ token });
  });

  // Ends the session whatever its idle state, so signing out always works with a known token.
  app.get('/user/logout', async (req) => {
    const session = await findSession(app.db, requireToken(tokenOf(req)));
    if (!session || session.revokedAt) throw new AppError(Code.badToken, BAD_TOKEN_MESSAGE);
    await revokeSession(app.db, session.id);
    return ok(null, 'Logout successful');
  });
}
