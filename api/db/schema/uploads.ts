import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { statesCheck } from '../../lib/state-machine.ts';
import { chunkUploadMachine, type ChunkUploadState } from '../../modules/upload/states.ts';
import { users } from './users.ts';

/** Every stored upload and who uploaded it: only the uploader may use its url (e.g. as avatar). */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Public url under /media/uploads/, with a server-generated name. */
    url: text('url').notNull().unique(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

/** A chunked upload in progress (POST /upload/chunk); its parts wait on disk until all have arrived. */
export const chunkUploads = pgTable(
  'chunk_uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 hex of the whole file, as the client announced it. */
    hash: varchar('hash', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    total: integer('total').notNull(),
    /** See chunkUploadMachine: open → assembling → done (url set); assembling is held by exactly one request. */
    state: text('state').$type<ChunkUploadState>().notNull().default('open'),
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chunk_uploads_user_hash_idx').on(t.userId, t.hash),
    index('chunk_uploads_updated_idx').on(t.updatedAt),
    check('chunk_uploads_state_check', sql.raw(statesCheck(chunkUploadMachine, 'state'))),
  ],
);
