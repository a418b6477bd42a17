import type { App } from '../../lib/types.ts';
import { EventBuffer } from './buffer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Analytics events waiting for their batched write. */
    eventBuffer: EventBuffer;
  }
}

const FLUSH_EVERY_MS = 1000;

/** The app-wide analytics buffer: flushed every second while the app runs, and once more when it closes. */
export function registerEvents(app: App): void {
  const buffer = new EventBuffer(app.db, app.log, app.config.EVENT_BUFFER_MAX);
  app.decorate('eventBuffer', buffer);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void buffer.flush(), FLUSH_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await buffer.flush();
  });
}
