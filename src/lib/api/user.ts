import { user } from './calls.ts';
import { bind } from './index.ts';

export const getUserInfo = bind(user.info);
export const updateUser = bind(user.update);
export const updateMore = bind(user.updateMore);
export const getDictData = bind(user.dict);

const sendAvatar = bind(user.uploadAvatar);
export function uploadAvatar(file: Blob, name: string) {
  const body = new FormData();
  body.append('image', file, name);
  return sendAvatar(body);
}
