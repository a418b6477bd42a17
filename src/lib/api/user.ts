import type { Page, ProductListItem } from '../../../api/modules/products/schema.ts';
import type { AvatarResult } from '../../../api/modules/upload/schema.ts';
import type { DictData, UpdateMoreBody, UpdateUserBody, UserInfo, UserProductListBody } from '../../../api/modules/user/schema.ts';
import { api } from './index.ts';

export const getUserInfo = () => api.get<UserInfo>('/user/getInfo', { auth: true });
export const updateUser = (body: UpdateUserBody) => api.post<UserInfo>('/user/update', { auth: true, json: body });
export const updateMore = (body: UpdateMoreBody) => api.post<UserInfo>('/user/updateMore', { auth: true, json: body });
export const getDictData = () => api.get<DictData>('/dict/data/getList', { auth: true });

export function uploadAvatar(file: Blob, name: string) {
  const body = new FormData();
  body.append('image', file, name);
  return api.post<AvatarResult>('/user/uploadAvatar', { auth: true, body });
}

// Liking itself (POST /user/liked/dolike) is in likes.ts.
export const getLikedList = (body: UserProductListBody) =>
  api.post<Page<ProductListItem>>('/user/liked/getList', { auth: true, json: body });
export const getHistoryList = (body: UserProductListBody) =>
  api.post<Page<ProductListItem>>('/user/history/getList', { auth: true, json: body });
