import type { Config } from '../../config.ts';
import type { App } from '../../lib/types.ts';
import { injectFetch } from '../../paypal-emulator/inject-fetch.ts';
import { EMULATOR_CLIENT_ID } from '../../paypal-emulator/auth.ts';
import { EMULATOR_PREFIX, registerPayPalEmulator } from '../../paypal-emulator/emulator.ts';
import { sandboxSecrets } from '../../paypal-emulator/secrets.ts';
import { EMULATOR_WEBHOOK_ID } from '../../paypal-emulator/webhooks.ts';
import { SHIPPING_CALLBACK_PATH } from '../orders/shipping-callback.ts';
import { callbackToken } from './callback-token.ts';
import { createPayPalProvider, PAYPAL_HOSTS } from './paypal-client.ts';

/** Whether checkout runs against the built-in PayPal sandbox emulator (no credentials, not production). */
export const usesEmulator = (config: Config) => !config.PAYPAL_CLIENT_ID && config.NODE_ENV !== 'production';

/**
 * Decorates the app with its payment provider: PayPal's REST API with the configured credentials,
 * or, offline, the same client talking to the emulator this registers under /paypal-sandbox.
 */
export async function registerPayments(app: App): Promise<void> {
  const { config } = app;
  if (!usesEmulator(config)) {
    const hosts = PAYPAL_HOSTS[config.PAYPAL_ENV];
    const secret = config.PAYPAL_CLIENT_SECRET ?? '';
    const site = new URL(config.SITE_URL);
    app.decorate(
      'payments',
      createPayPalProvider({
        // PayPal calls only public https URLs; a local site gets the client-side callback alone.
        shippingCallbackUrl:
          site.protocol === 'https:'
            ? (orderNo) =>
                `${site.origin}${SHIPPING_CALLBACK_PATH}?order_no=${encodeURIComponent(orderNo)}&token=${callbackToken(secret, orderNo)}`
            : undefined,
        baseUrl: hosts.api,
        sdkUrl: hosts.sdk,
        clientId: config.PAYPAL_CLIENT_ID ?? '',
        clientSecret: secret,
        webhookId: config.PAYPAL_WEBHOOK_ID ?? '',
        environment: config.PAYPAL_ENV,
      }),
    );
    return;
  }
  const viaApp = injectFetch(app);
  const secrets = sandboxSecrets(config);
  await registerPayPalEmulator(app, {
    db: app.db,
    durable: app.database.kind === 'pglite',
    secrets,
    deliver:
      config.PAYPAL_EMULATOR_WEBHOOKS === 'on'
        ? async (event) => {
            await viaApp('http://shop.internal/api/paypal/webhook', { method: 'POST', headers: event.headers, body: event.body });
          }
        : undefined,
    callShop: async (url, body) => {
      const res = await viaApp(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
  });
  app.decorate(
    'payments',
    createPayPalProvider({
      // The emulator reaches the shop in-process, so offline orders ask for the server-side callback too.
      shippingCallbackUrl: (orderNo) =>
        `http://shop.internal${SHIPPING_CALLBACK_PATH}?order_no=${encodeURIComponent(orderNo)}&token=${callbackToken(secrets.callbackSecret, orderNo)}`,
      baseUrl: `http://paypal.internal${EMULATOR_PREFIX}`,
      sdkUrl: `${EMULATOR_PREFIX}/web-sdk/v6/core`,
      clientId: EMULATOR_CLIENT_ID,
      clientSecret: secrets.clientSecret,
      webhookId: EMULATOR_WEBHOOK_ID,
      environment: 'emulator',
      fetch: viaApp,
    }),
  );
}

/** The secret the shipping callback's URL tokens are made with (offline, the sandbox's own, see `sandboxSecrets`). */
export const callbackSecret = (config: Config) =>
  usesEmulator(config) ? sandboxSecrets(config).callbackSecret : (config.PAYPAL_CLIENT_SECRET ?? '');
