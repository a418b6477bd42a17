import { auth } from './calls.ts';
import { bind } from './index.ts';

export const sendVerifyCode = bind(auth.sendVerifyCode);
export const login = bind(auth.login);
export const logout = bind(auth.logout);
