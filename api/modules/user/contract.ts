import { defineCall } from '../../lib/contract.ts';
import { LangQuery } from '../../lib/request.ts';
import { AvatarResult, DictData, UpdateMoreBody, UpdateUserBody, UserInfo } from './schema.ts';

/** The signed-in shopper's own profile; every call acts on the token's user only. */
export const info = defineCall({ method: 'GET', path: '/user/getInfo', auth: 'required', response: UserInfo });

export const update = defineCall({ method: 'POST', path: '/user/update', auth: 'required', body: UpdateUserBody, response: UserInfo });

export const updateMore = defineCall({
  method: 'POST',
  path: '/user/updateMore',
  auth: 'required',
  body: UpdateMoreBody,
  response: UserInfo,
});

export const dict = defineCall({ method: 'GET', path: '/dict/data/getList', auth: 'required', query: LangQuery, response: DictData });

/** Multipart, field `image`. */
export const uploadAvatar = defineCall({
  method: 'POST',
  path: '/user/uploadAvatar',
  auth: 'required',
  form: true,
  response: AvatarResult,
});
