import { now } from '../../lib/clock.ts';
import { readForm, registerMultipart } from '../../lib/multipart.ts';
import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import { refusedInput } from '../../lib/validation.ts';
import { IMAGE_MAX_SIDE, receiveChunk, sweepChunks } from './chunks.ts';
import { TOO_LARGE_MESSAGE } from './images.ts';
import * as calls from './contract.ts';
import { CHUNK_SIZE, ChunkFields, UPLOAD_MAX_BYTES } from './schema.ts';
import { storeImage, sweepUnattached } from './storage.ts';

const SWEEP_EVERY_MS = 10 * 60_000;

/** Uploads are for the signed-in profile: every call here needs a token. */
export default async function uploadRoutes(app: App) {
  await registerMultipart(app);

  route(app, calls.image, async (ctx, _args, req) => {
    const { file } = await readForm(req, { fileField: 'image', maxBytes: UPLOAD_MAX_BYTES, tooLargeMessage: TOO_LARGE_MESSAGE });
    return { url: await storeImage(ctx, file.data, IMAGE_MAX_SIDE) };
  });

  route(app, calls.chunk, async (ctx, _args, req) => {
    const form = await readForm(req, {
      fileField: 'package',
      maxBytes: CHUNK_SIZE,
      tooLargeMessage: `A chunk must not exceed ${CHUNK_SIZE} bytes`,
    });
    const fields = ChunkFields.safeParse(form.fields);
    if (!fields.success) throw refusedInput(fields.error);
    return receiveChunk(ctx, fields.data, form.file.data);
  });

  const sweep = async () => {
    await sweepChunks(app.db, app.config).catch((err) => app.log.warn({ err }, 'sweeping abandoned uploads failed'));
    await sweepUnattached(app.db, app.config, now()).catch((err) => app.log.warn({ err }, 'sweeping unused uploads failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
