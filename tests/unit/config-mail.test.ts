import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';

describe('configuration of e-mail and sessions', () => {
  it('refuses to start in production without SMTP_URL (codes would go to the log)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: '' })).toThrow(/SMTP_URL: is required when NODE_ENV=production/);
  });

  it('starts in production with SMTP_URL, and in development without it', () => {
    const paypal = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' };
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://user:pass@mail.example.com:465', ...paypal }).SMTP_URL).toBe(
      'smtps://user:pass@mail.example.com:465',
    );
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
  });

  it('has the session and code-limit defaults and refuses bad values', () => {
    expect(loadConfig({})).toMatchObject({
      SESSION_IDLE_HOURS: 168,
      SESSION_MAX_DAYS: 30,
      CODE_SENDS_PER_EMAIL_HOUR: 30,
      CODE_SENDS_PER_IP_HOUR: 20,
      AUTH_REQUESTS_PER_MINUTE: 30,
      REDIS_PREFIX: 'mooli:',
    });
    expect(() => loadConfig({ SESSION_IDLE_HOURS: '-1' })).toThrow(/SESSION_IDLE_HOURS/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  });
});
