import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The staff roles a shopper account may hold (one person may hold both), by their column. */
const ROLE_COLUMNS = { editor: users.isEditor, operator: users.isOperator } as const;
export type Role = keyof typeof ROLE_COLUMNS;
const ROLE_FIELDS = { editor: 'isEditor', operator: 'isOperator' } as const satisfies Record<Role, keyof typeof users.$inferInsert>;

/** Grants or withdraws a role (`npm run editors|operators`); granting to an address without an account makes one. */
export async function setRole(db: Db, email: string, role: Role, on: boolean): Promise<{ email: string; on: boolean }> {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error(`not an e-mail address: ${email}`);
  const field = ROLE_FIELDS[role];
  const returning = { email: users.email, on: ROLE_COLUMNS[role] };
  const [row] = on
    ? await db
        .insert(users)
        .values({ email: address, username: address.split('@')[0], [field]: true })
        .onConflictDoUpdate({ target: users.email, set: { [field]: true } })
        .returning(returning)
    : await db
        .update(users)
        .set({ [field]: false })
        .where(eq(users.email, address))
        .returning(returning);
  if (!row) throw new Error(`no account for ${address}`);
  return row;
}

/** The accounts holding a role. */
export const listRole = (db: Db, role: Role) =>
  db.select({ email: users.email }).from(users).where(eq(ROLE_COLUMNS[role], true)).orderBy(users.email);
