import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import { listActions } from './audit.ts';
import * as calls from './contract.ts';
import { exportOrders } from './export.ts';
import { adjustInventory, listInventory } from './inventory.ts';
import { listPaymentMethods, setPaymentMethod } from './payment-methods.ts';
import {
  decide,
  listOrders,
  operatorOf,
  previewMessage,
  readOrder,
  refundByOperator,
  resendConfirmation,
  shipOrder,
  simpleMove,
} from './service.ts';

export default async function operatorRoutes(app: App) {
  route(app, calls.me, (ctx) => operatorOf(ctx));
  route(app, calls.orderList, (ctx, { query }) => listOrders(ctx, query));
  route(app, calls.orderRead, (ctx, { params }) => readOrder(ctx, params.id));
  route(app, calls.orderExport, (ctx, { query }) => exportOrders(ctx, query));
  route(app, calls.ship, (ctx, { body }) => shipOrder(ctx, body));
  route(app, calls.complete, (ctx, { body }) => simpleMove(ctx, body.order_id, 'complete'));
  route(app, calls.cancel, (ctx, { body }) => simpleMove(ctx, body.order_id, 'cancel'));
  route(app, calls.refund, (ctx, { body }) => refundByOperator(ctx, body.order_id, app.payments));
  route(app, calls.resend, (ctx, { body }) => resendConfirmation(ctx, body.order_id));
  route(app, calls.decide, (ctx, { body }) => decide(ctx, body.id, body.decision, body.reply));
  route(app, calls.stockList, (ctx, { query }) => listInventory(ctx, query));
  route(app, calls.stockAdjust, (ctx, { body }) => adjustInventory(ctx, body));
  route(app, calls.auditList, (ctx, { query }) => listActions(ctx, query));
  route(app, calls.messageRead, (ctx, { params }) => previewMessage(ctx, params.id));
  route(app, calls.paymentList, (ctx) => listPaymentMethods(ctx));
  route(app, calls.paymentSet, (ctx, { body }) => setPaymentMethod(ctx, body));
}
