import { ok } from '../../lib/envelope.ts';
import { negotiateLocale } from '../../lib/locales.ts';
import type { App } from '../../lib/types.ts';
import { SubscribeBody } from './schema.ts';
import { subscribe } from './service.ts';

export default async function subscribeRoutes(app: App) {
  app.post('/moment/email/save', { schema: { body: SubscribeBody } }, async (req) => {
    await subscribe(app.db, req.body.email, negotiateLocale(req.body.lang, req.headers['accept-language']));
    return ok(null, 'Submitted successfully');
  });
}
