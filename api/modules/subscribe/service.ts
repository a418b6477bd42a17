import type { Db } from '../../db/client.ts';
import { subscribers } from '../../db/schema/index.ts';
import type { Locale } from '../../lib/locales.ts';

/** Adds an address to the mailing list; subscribing twice is not an error and keeps one row. */
export async function subscribe(db: Db, email: string, locale: Locale): Promise<void> {
  await db.insert(subscribers).values({ email: email.toLowerCase(), locale }).onConflictDoNothing({ target: subscribers.email });
}
