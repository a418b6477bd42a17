import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { text } from '../../lib/fields.ts';

/**
 * PayPal's webhook (not called by the storefront): verified with PayPal's verify-webhook-signature on
 * the raw body, applied once per event id.
 */
export const paypalWebhook = defineCall({
  method: 'POST',
  path: '/paypal/webhook',
  auth: 'none',
  body: z.looseObject({ id: text().max(64), event_type: text().max(100) }),
  response: z.strictObject({ result: z.enum(['applied', 'replayed', 'ignored']) }),
});
