import { readForm, registerMultipart } from '../../lib/multipart.ts';
import { answer, route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import { TOO_LARGE_MESSAGE } from '../upload/images.ts';
import { AVATAR_MAX_BYTES } from '../upload/rules.ts';
import * as calls from './contract.ts';
import { dictData } from './dict.ts';
import { updateAnswers, updateProfile, uploadAvatar, userInfo } from './service.ts';

/** The signed-in shopper's own profile; every call needs a token and acts on the token's user only. */
export default async function userRoutes(app: App) {
  await registerMultipart(app);
  route(app, calls.info, (ctx) => userInfo(ctx));
  route(app, calls.update, async (ctx, { body }) => answer(await updateProfile(ctx, body), 'Saved successfully'));
  route(app, calls.updateMore, async (ctx, { body }) => answer(await updateAnswers(ctx, body.answers), 'Saved successfully'));
  route(app, calls.dict, (ctx) => dictData(ctx));
  route(app, calls.uploadAvatar, async (ctx, _args, req) => {
    const { file } = await readForm(req, { fileField: 'image', maxBytes: AVATAR_MAX_BYTES, tooLargeMessage: TOO_LARGE_MESSAGE });
    return { avatar: await uploadAvatar(ctx, file.data) };
  });
}
