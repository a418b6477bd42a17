import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Publishes of the storefront: asked for (queued), built, then live (succeeded) or not (failed).
 * At most one is queued (later asks join it) and at most one builds at a time, whichever instance
 * claims it: both are unique partial indexes, so the database keeps publishes serialized.
 */
export const publishes = pgTable(
  'publishes',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: ['queued', 'building', 'succeeded', 'failed'] })
      .notNull()
      .default('queued'),
    /** An editor's e-mail, "webhook" or "startup". */
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The newest editor change the build includes (changes after it are for the next publish). */
    lastChangeId: integer('last_change_id'),
    pagesTotal: integer('pages_total'),
    pagesDone: integer('pages_done').notNull().default(0),
    pagesRendered: integer('pages_rendered'),
    pagesReused: integer('pages_reused'),
    seconds: doublePrecision('seconds'),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('publishes_one_queued')
      .on(t.status)
      .where(sql`status = 'queued'`),
    uniqueIndex('publishes_one_building')
      .on(t.status)
      .where(sql`status = 'building'`),
    index('publishes_requested_idx').on(t.requestedAt),
    check('publishes_status_check', sql`${t.status} in ('queued', 'building', 'succeeded', 'failed')`),
  ],
);
