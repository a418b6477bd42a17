import { optionalUser } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { localeOf } from '../../lib/request.ts';
import type { App } from '../../lib/types.ts';
import { SearchBody } from '../products/schema.ts';
import { withLikes } from '../likes/mark.ts';
import { searchProducts } from './service.ts';

export default async function searchRoutes(app: App) {
  app.post('/product/search', { schema: { body: SearchBody }, onRequest: optionalUser }, async (req) =>
    ok(await withLikes(app.db, req.user?.id, await searchProducts(app.db, req.body, localeOf(req)))));
}
