import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * Webhook events as PayPal sends them, signed by the emulator with the installation's webhook key
 * (`sandboxSecrets`), which its verify endpoint checks: without the key, nobody can make an event
 * the shop accepts.
 */
export const EMULATOR_WEBHOOK_ID = 'WH-EMULATOR';

const sign = (key: string, transmissionId: string, time: string, body: string) =>
  createHmac('sha256', key).update(`${transmissionId}|${time}|${EMULATOR_WEBHOOK_ID}|${body}`).digest('base64');

export interface SignedEvent {
  body: string;
  headers: Record<string, string>;
}

/** A PAYMENT.CAPTURE.* event about `capture`, signed, as the shop's webhook receives it. */
export function signedCaptureEvent(key: string, eventType: string, capture: Record<string, unknown>, summary: string): SignedEvent {
  const event = {
    id: `WH-${randomUUID()}`,
    create_time: new Date().toISOString(),
    resource_type: eventType.includes('REFUND') ? 'refund' : 'capture',
    event_type: eventType,
    summary,
    resource: capture,
  };
  const body = JSON.stringify(event);
  const transmissionId = randomUUID();
  const time = new Date().toISOString();
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': time,
      'paypal-transmission-sig': sign(key, transmissionId, time, body),
      'paypal-cert-url': 'https://emulator.invalid/cert.pem',
      'paypal-auth-algo': 'SHA256withRSA',
    },
  };
}

/** What POST /v1/notifications/verify-webhook-signature answers: SUCCESS only for an untampered event. */
export function verifySignature(
  key: string,
  input: {
    transmission_id?: string;
    transmission_time?: string;
    transmission_sig?: string;
    webhook_id?: string;
    webhook_event?: unknown;
  },
): 'SUCCESS' | 'FAILURE' {
  if (!input.transmission_id || !input.transmission_time || !input.transmission_sig || input.webhook_id !== EMULATOR_WEBHOOK_ID)
    return 'FAILURE';
  const expected = Buffer.from(sign(key, input.transmission_id, input.transmission_time, JSON.stringify(input.webhook_event)));
  const given = Buffer.from(input.transmission_sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? 'SUCCESS' : 'FAILURE';
}
