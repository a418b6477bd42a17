import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { invalid } from '../../lib/envelope.ts';
import { centsToString } from '../../lib/money.ts';
import { forgetChoices, methodTable, PAY_LATER_CENTS, setMethod } from '../payments/methods.ts';
import { inWorkspace, recordAction } from './audit.ts';
import type { PaymentMethodBody } from './schema.ts';

/** GET /operator/payment/getList: per country the shop ships to, each payment option on or off and PayPal's default. */
export async function listPaymentMethods(ctx: ShopperContext) {
  return {
    list: await methodTable(ctx.db, ctx.countries),
    pay_later: { min: centsToString(PAY_LATER_CENTS.min), max: centsToString(PAY_LATER_CENTS.max) },
  };
}

/** POST /operator/payment/set: switches one option on or off for a country's buyers, with its audit line. */
export async function setPaymentMethod(ctx: ShopperContext, body: PaymentMethodBody) {
  const terms = ctx.countries.shipping.get(body.country_code);
  if (!terms?.shipsTo) throw invalid(`country_code: the shop does not ship to ${body.country_code}`);
  await inTransaction(ctx, async ({ db }) => {
    await setMethod(db, body.country_code, body.funding, body.on);
    await recordAction(db, inWorkspace(ctx), 'payment.set', `country:${body.country_code}`, { funding: body.funding, on: body.on });
  });
  forgetChoices(ctx.db);
  const table = await methodTable(ctx.db, ctx.countries);
  return table.find((row) => row.country_code === body.country_code)!;
}
