import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { afterSales, orders } from '../../db/schema/index.ts';
import { canMove } from '../../lib/state-machine.ts';
import { moveAfterSale } from '../after-sales/service.ts';
import { afterSaleMachine, type AfterSaleStatus } from '../after-sales/states.ts';
import { moveOrder } from './moves.ts';
import { orderMachine, type OrderStatus } from './states.ts';

/**
 * What an operator does to orders and after-sales requests (`npm run orders -- …`), through the same
 * state machines as the shop: a move the machine does not allow from the current status is refused
 * with the reason, and each move leaves its history line.
 */
export async function moveOrderByNumber(db: Db, orderNo: string, to: OrderStatus, at: Date): Promise<string> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) throw new Error(`no order ${orderNo}`);
  if (!canMove(orderMachine, order.status, to)) throw new Error(`order ${orderNo} is ${order.status}: it cannot become ${to}`);
  if (!(await moveOrder(db, order.id, order.status, to, 'operator', at))) throw new Error(`order ${orderNo} changed meanwhile; look again`);
  return `order ${orderNo}: ${order.status} → ${to}`;
}

export async function decideAfterSale(db: Db, id: number, to: AfterSaleStatus, reply: string, at: Date): Promise<string> {
  const [sale] = await db.select().from(afterSales).where(eq(afterSales.id, id));
  if (!sale) throw new Error(`no after-sales request ${id}`);
  if (!canMove(afterSaleMachine, sale.status, to)) throw new Error(`after-sales request ${id} is ${sale.status}: it cannot become ${to}`);
  if (!(await moveAfterSale(db, id, sale.status, to, 'operator', at, reply ? { reply } : {})))
    throw new Error(`after-sales request ${id} changed meanwhile; look again`);
  return `after-sales request ${id}: ${sale.status} → ${to}`;
}
