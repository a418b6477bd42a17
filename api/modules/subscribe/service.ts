import { subscribers } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';

/** Adds an address to the mailing list; subscribing twice is not an error and keeps one row. */
export async function subscribe({ db, locale }: Context, email: string): Promise<void> {
  await db.insert(subscribers).values({ email: email.toLowerCase(), locale }).onConflictDoNothing({ target: subscribers.email });
}
