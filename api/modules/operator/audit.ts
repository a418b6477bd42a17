import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorActions, users } from '../../db/schema/index.ts';
import type { ShopperContext } from '../../lib/context.ts';
import type { OperatorAction } from './actions.ts';

/** Who acted: staff in the workspace, or someone at the command line (no account). */
export type Actor = { userId: number; via: 'workspace' } | { userId: null; via: 'command line' };
export const inWorkspace = (ctx: Pick<ShopperContext, 'user'>): Actor => ({ userId: ctx.user.id, via: 'workspace' });

/** The audit log's line for an action, in the caller's transaction. */
export const recordAction = (db: Db, actor: Actor, action: OperatorAction, target: string, detail: Record<string, unknown> = {}) =>
  db.insert(operatorActions).values({ userId: actor.userId, via: actor.via, action, target, detail });

/** GET /operator/audit/getList: the audit log, newest first. */
export async function listActions(ctx: ShopperContext, q: { page: number; page_size: number; action?: OperatorAction }) {
  const where = q.action ? eq(operatorActions.action, q.action) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({ row: operatorActions, email: users.email })
      .from(operatorActions)
      .leftJoin(users, eq(users.id, operatorActions.userId))
      .where(where)
      .orderBy(desc(operatorActions.at), desc(operatorActions.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ctx.db.select({ n: count() }).from(operatorActions).where(where),
  ]);
  return {
    list: rows.map(({ row, email }) => ({
      id: row.id,
      at: row.at.toISOString(),
      via: row.via,
      email,
      action: row.action,
      target: row.target,
      detail: row.detail,
    })),
    total: n,
    page: q.page,
    page_size: q.page_size,
  };
}
