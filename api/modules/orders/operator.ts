import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { afterSales, orders } from '../../db/schema/index.ts';
import { movesBetween } from '../../lib/process.ts';
import { moveAfterSale } from '../after-sales/transition.ts';
import { afterSaleProcess, type AfterSaleStatus } from '../after-sales/states.ts';
import { orderProcess, type OrderStatus } from './states.ts';
import type { MoveInput } from './transition.ts';
import type { Actor } from '../operator/audit.ts';
import { decideByOperator, moveByOperator } from '../operator/service.ts';

const COMMAND_LINE: Actor = { userId: null, via: 'command line' };

/**
 * What an operator does to orders and after-sales requests (`npm run orders -- …`), through the same
 * processes as the shop: the operator names the state wanted, the process finds the move that gets
 * there from the current status (refused with the reason when there is none), and the move runs
 * with its effects, history line and message.
 */
export async function moveOrderByNumber(
  db: Db,
  orderNo: string,
  to: Extract<OrderStatus, 'shipped' | 'completed'>,
  at: Date,
  set: MoveInput['set'] = {},
): Promise<string> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) throw new Error(`no order ${orderNo}`);
  const [move] = movesBetween(orderProcess, order.status, to).filter((m) => m === 'ship' || m === 'complete');
  if (!move) throw new Error(`order ${orderNo} is ${order.status}: it cannot become ${to}`);
  if (!(await moveByOperator({ db, now: () => at }, COMMAND_LINE, order.id, move, set)))
    throw new Error(`order ${orderNo} changed meanwhile; look again`);
  return `order ${orderNo}: ${order.status} → ${to}`;
}

export async function decideAfterSale(db: Db, id: number, to: AfterSaleStatus, reply: string, at: Date): Promise<string> {
  const [sale] = await db.select().from(afterSales).where(eq(afterSales.id, id));
  if (!sale) throw new Error(`no after-sales request ${id}`);
  const [move] = movesBetween(afterSaleProcess, sale.status, to).filter((m) => m !== 'submit');
  if (!move) throw new Error(`after-sales request ${id} is ${sale.status}: it cannot become ${to}`);
  const decided =
    move === 'approve' || move === 'reject'
      ? await decideByOperator({ db, now: () => at }, COMMAND_LINE, id, move, reply)
      : await moveAfterSale({ db, now: () => at }, id, move, { reason: 'operator', reply });
  if (!decided) throw new Error(`after-sales request ${id} changed meanwhile; look again`);
  return `after-sales request ${id}: ${sale.status} → ${to}`;
}
