import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';

export default async function paymentRoutes(app: App) {
  route(app, calls.config, () => {
    const c = app.payments.browserConfig();
    return { client_id: c.clientId, sdk_url: c.sdkUrl ?? '', environment: c.environment, currency: 'USD' as const };
  });
}
