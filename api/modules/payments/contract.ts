import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { moneyOut } from '../../lib/request.ts';
import { FUNDING_SOURCES } from '../orders/rules.ts';

/**
 * What the storefront needs to load PayPal's web SDK (or, offline, the emulator's stand-in), and
 * the payment options the shop offers per country it ships to (an operator's choice over PayPal's
 * defaults; PayPal still decides per buyer which of them show).
 */
export const config = defineCall({
  method: 'GET',
  path: '/payment/config',
  auth: 'none',
  response: z.strictObject({
    client_id: z.string(),
    sdk_url: z.string(),
    environment: z.string(),
    currency: z.literal('USD'),
    methods: z.record(z.string(), z.array(z.enum(FUNDING_SOURCES))),
    /** The totals Pay Later is offered for. */
    pay_later: z.strictObject({ min: moneyOut, max: moneyOut }),
  }),
});
