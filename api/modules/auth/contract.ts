import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { LoginBody, SendCodeBody, TokenData } from './schema.ts';

export const sendVerifyCode = defineCall({
  method: 'POST',
  path: '/email/sendVerifyCode',
  auth: 'none',
  body: SendCodeBody,
  response: z.null(),
});

export const login = defineCall({ method: 'POST', path: '/user/login', auth: 'none', body: LoginBody, response: TokenData });

/** Accepts a current token or one idle-expired within the grace period; the old token is retired. */
export const refreshToken = defineCall({ method: 'GET', path: '/user/refreshToken', auth: 'token', response: TokenData });

/** Ends the session whatever its idle state, so signing out always works with a known token. */
export const logout = defineCall({ method: 'GET', path: '/user/logout', auth: 'token', response: z.null() });
