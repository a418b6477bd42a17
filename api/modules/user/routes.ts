import { requireUser, userOf } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { readForm, registerMultipart } from '../../lib/multipart.ts';
import { localeOf } from '../../lib/request.ts';
import type { App } from '../../lib/types.ts';
import { TOO_LARGE_MESSAGE } from '../upload/images.ts';
import { AVATAR_MAX_BYTES, type AvatarResult } from '../upload/schema.ts';
import { dictData } from './dict.ts';
import { DictQuery, UpdateMoreBody, UpdateUserBody, type DictData, type UserInfo } from './schema.ts';
import { updateAnswers, updateProfile, uploadAvatar, userInfo } from './service.ts';

/** The signed-in shopper's own profile; every call needs a token and acts on the token's user only. */
export default async function userRoutes(app: App) {
  await registerMultipart(app);
  app.addHook('onRequest', requireUser);

  app.get('/user/getInfo', async (req) => ok<UserInfo>(await userInfo(app.db, userOf(req).id)));
  app.post('/user/update', { schema: { body: UpdateUserBody } }, async (req) =>
    ok<UserInfo>(await updateProfile(app.db, userOf(req).id, req.body), 'Saved successfully'));
  app.post('/user/updateMore', { schema: { body: UpdateMoreBody } }, async (req) =>
    ok<UserInfo>(await updateAnswers(app.db, userOf(req).id, req.body.answers), 'Saved successfully'));
  app.get('/dict/data/getList', { schema: { querystring: DictQuery } }, async (req) => ok<DictData>(await dictData(app.db, localeOf(req))));

  app.post('/user/uploadAvatar', async (req) => {
    const { file } = await readForm(req, { fileField: 'image', maxBytes: AVATAR_MAX_BYTES, tooLargeMessage: TOO_LARGE_MESSAGE });
    return ok<AvatarResult>({ avatar: await uploadAvatar(app.db, app.config, userOf(req).id, file.data) });
  });
}
