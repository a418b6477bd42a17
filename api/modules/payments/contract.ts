import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';

/** What the storefront needs to load PayPal's web SDK (or, offline, the emulator's stand-in). */
export const config = defineCall({
  method: 'GET',
  path: '/payment/config',
  auth: 'none',
  response: z.strictObject({ client_id: z.string(), sdk_url: z.string(), environment: z.string(), currency: z.literal('USD') }),
});
