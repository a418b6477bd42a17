import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { likeWhisper, videoList, whisperList } from './service.ts';

export default async function momentRoutes(app: App) {
  route(app, calls.whispers, (ctx, { body }) => whisperList(ctx, body));
  route(app, calls.likeWhisper, (ctx, { body }) => likeWhisper(ctx, body.whisper_id, body.device_id));
  route(app, calls.videos, (ctx) => videoList(ctx));
}
