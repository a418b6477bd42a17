import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';
import { usesEmulator } from '../../api/modules/payments/setup.ts';

const smtp = { SMTP_URL: 'smtp://mail.example.com:25' };

describe('PayPal configuration', () => {
  it('refuses production without PayPal credentials and the webhook id, naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...smtp })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...smtp })).toThrow(
      /PAYPAL_CLIENT_ID[\s\S]*PAYPAL_CLIENT_SECRET[\s\S]*PAYPAL_WEBHOOK_ID/,
    );
    const live = loadConfig({
      NODE_ENV: 'production',
      ...smtp,
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 's',
      PAYPAL_WEBHOOK_ID: 'WH',
      PAYPAL_ENV: 'live',
    });
    expect(usesEmulator(live)).toBe(false);
  });

  it('uses the sandbox emulator only without credentials outside production', () => {
    expect(usesEmulator(loadConfig({}))).toBe(true);
    expect(usesEmulator(loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' }))).toBe(false);
    expect(() => loadConfig({ PAYPAL_ENV: 'staging' })).toThrow(ConfigError);
  });
});
