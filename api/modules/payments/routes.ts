import { centsToString } from '../../lib/money.ts';
import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { offeredMethods, PAY_LATER_CENTS } from './methods.ts';

export default async function paymentRoutes(app: App) {
  route(app, calls.config, async (ctx) => {
    const c = app.payments.browserConfig();
    return {
      client_id: c.clientId,
      sdk_url: c.sdkUrl ?? '',
      environment: c.environment,
      currency: 'USD' as const,
      methods: await offeredMethods(ctx.db, ctx.countries),
      pay_later: { min: centsToString(PAY_LATER_CENTS.min), max: centsToString(PAY_LATER_CENTS.max) },
    };
  });
}
