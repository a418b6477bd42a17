import { answer, route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { subscribe } from './service.ts';

export default async function subscribeRoutes(app: App) {
  route(app, calls.save, async (ctx, { body }) => {
    await subscribe(ctx, body.email);
    return answer(null, 'Submitted successfully');
  });
}
