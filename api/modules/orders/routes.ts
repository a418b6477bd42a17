import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import { applyAfterSale } from '../after-sales/apply.ts';
import { afterSaleDetail } from '../after-sales/service.ts';
import { paymentRecommendations } from './recommend.ts';
import * as calls from './contract.ts';
import { createOrder } from './create.ts';
import { captureForShopper } from './payment.ts';
import { orderCount, orderDetail, orderList } from './read.ts';
import { applyRefund } from './refund.ts';
import { cancelUnpaid, payNow } from './unpaid.ts';
import { amountsOf, changeShippingCountry } from './shipping.ts';

/** The signed-in shopper's orders and after-sales requests; each call acts on the shopper's own only. */
export default async function orderRoutes(app: App) {
  route(app, calls.create, async (ctx, { body }) => {
    const { order, paypalOrderId } = await createOrder(ctx, body, app.payments);
    return { order_id: order.id, order_no: order.orderNo, paypal_order_id: paypalOrderId };
  });
  route(app, calls.shippingPrice, async (ctx, { query }) => amountsOf(await changeShippingCountry(ctx, query.order_no, app.payments)));
  route(app, calls.capture, async (ctx, { query }) => {
    const { status, order } = await captureForShopper(ctx, query.paypal_order_id, app.payments);
    return { paypal_status: status, order_id: order.id, order_no: order.orderNo };
  });
  route(app, calls.paymentRecommend, (ctx) => paymentRecommendations(ctx));
  route(app, calls.list, (ctx, { query }) => orderList(ctx, query));
  route(app, calls.count, (ctx) => orderCount(ctx));
  route(app, calls.read, (ctx, { params }) => orderDetail(ctx, params.id));
  route(app, calls.applyRefund, async (ctx, { params }) => {
    await applyRefund(ctx, params.id, app.payments);
    return orderDetail(ctx, params.id);
  });
  route(app, calls.pay, async (ctx, { body }) => {
    const { order, paypalOrderId } = await payNow(ctx, body, app.payments);
    return { order_id: order.id, order_no: order.orderNo, paypal_order_id: paypalOrderId };
  });
  route(app, calls.cancel, async (ctx, { body }) => {
    await cancelUnpaid(ctx, body.id);
    return orderDetail(ctx, body.id);
  });
  route(app, calls.afterSaleApply, async (ctx, { body }) => afterSaleDetail(ctx, await applyAfterSale(ctx, body)));
  route(app, calls.afterSaleRead, (ctx, { params }) => afterSaleDetail(ctx, params.id));
}
