import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BUILD_STAGES, PUBLISH_KINDS, PUBLISH_STATUSES } from '../../modules/publish/schema.ts';

const inList = (list: readonly string[]) => sql.raw(list.map((v) => `'${v}'`).join(', '));

/**
 * Publishes of the storefront: asked for (queued), built, then live (succeeded) or not (failed).
 * A preview is built the same way but never goes live: its pages are served to whoever holds its
 * token. At most one of each kind is queued (later asks join it) and at most one build runs at a
 * time, whichever instance claims it: both are unique partial indexes, so the database keeps
 * builds serialized.
 */
export const publishes = pgTable(
  'publishes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: PUBLISH_KINDS }).notNull().default('publish'),
    status: text('status', { enum: PUBLISH_STATUSES }).notNull().default('queued'),
    /** An editor's e-mail, "webhook" or "startup". */
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Written every few seconds by the instance running the build: a building row whose heartbeat stopped was cut off. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** The instance running the build: `<host>:<pid>`. */
    builder: text('builder'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The newest editor change the build includes (changes after it are for the next publish). */
    lastChangeId: integer('last_change_id'),
    pagesTotal: integer('pages_total'),
    pagesDone: integer('pages_done').notNull().default(0),
    pagesRendered: integer('pages_rendered'),
    pagesReused: integer('pages_reused'),
    /** Where the build is while it runs (BUILD_STAGES); cleared when it ends. */
    stage: text('stage', { enum: BUILD_STAGES }),
    seconds: doublePrecision('seconds'),
    error: text('error'),
    /** A preview's capability: its pages are served to a browser that opened /preview/<token>. */
    previewToken: text('preview_token').unique(),
    /** A preview's pages that differ from the live site's (paths, at most PREVIEW_PAGES_LISTED), and how many there are. */
    changedPages: jsonb('changed_pages').$type<string[]>(),
    pagesChanged: integer('pages_changed'),
  },
  (t) => [
    uniqueIndex('publishes_one_queued_per_kind')
      .on(t.kind)
      .where(sql`status = 'queued'`),
    uniqueIndex('publishes_one_building')
      .on(t.status)
      .where(sql`status = 'building'`),
    index('publishes_requested_idx').on(t.requestedAt),
    check('publishes_status_check', sql`${t.status} in (${inList(PUBLISH_STATUSES)})`),
    check('publishes_kind_check', sql`${t.kind} in (${inList(PUBLISH_KINDS)})`),
    check('publishes_stage_check', sql`${t.stage} in (${inList(BUILD_STAGES)})`),
  ],
);
