import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { audioList, comicList, novelList, toggleStoryLike } from './service.ts';

export default async function experienceRoutes(app: App) {
  route(app, calls.audio, (ctx) => audioList(ctx, 'audio'));
  route(app, calls.radio, (ctx) => audioList(ctx, 'radio'));
  route(app, calls.comics, (ctx) => comicList(ctx));
  route(app, calls.novels, (ctx) => novelList(ctx));
  route(app, calls.likeComic, (ctx, { body }) => toggleStoryLike(ctx, 'comic', body.comic_id));
  route(app, calls.likeNovel, (ctx, { body }) => toggleStoryLike(ctx, 'novel', body.novel_id));
}
