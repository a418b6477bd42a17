import type { LoginBody, SendCodeBody, TokenData } from '../../../api/modules/auth/schema.ts';
import { api } from './index.ts';

export const sendVerifyCode = (body: SendCodeBody) => api.post<null>('/email/sendVerifyCode', { json: body });
export const login = (body: LoginBody) => api.post<TokenData>('/user/login', { json: body });
export const logout = () => api.get<null>('/user/logout', { auth: true });
