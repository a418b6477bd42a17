import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import type { OperatorAction } from '../../modules/operator/actions.ts';
import type { EditorAction } from '../../modules/editor/change-log.ts';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  username: text('username').notNull(),
  avatar: text('avatar'),
  age: integer('age'),
  country: varchar('country', { length: 2 }),
  gender: text('gender'),
  /** Answers of "Know more about you", keyed by question. */
  answers: jsonb('answers').$type<Record<string, string | string[]>>().notNull().default({}),
  /** An editor may use the /api/editor calls; an operator grants it (`npm run editors`). */
  isEditor: boolean('is_editor').notNull().default(false),
  /** An operator may use the /api/operator calls (orders, after-sales); granted by `npm run operators`. One person may be both. */
  isOperator: boolean('is_operator').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What editors changed: who, what, when (every /api/editor write records one row). */
export const editorChanges = pgTable(
  'editor_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The change, e.g. "product.update" (the list: api/modules/editor/change-log.ts). */
    action: text('action').$type<EditorAction>().notNull(),
    /** What it changed, e.g. "product:12". */
    target: text('target').notNull(),
    /** The values written. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** The same fields as they were before (only the locales written, for texts per locale); null for a new thing. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    /** What the thing was called when it changed (per locale, or one text), so the log reads in words after it is gone. */
    label: jsonb('label').$type<Partial<Record<string, string>> | string>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('editor_changes_at_idx').on(t.at)],
);

/** One-time e-mail codes, stored only as a hash. */
export const verifyCodes = pgTable(
  'verify_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verify_codes_email_idx').on(t.email, t.createdAt)],
);

/** Sign-in sessions; the bearer token is stored only as a hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The sign-in this session descends from through refreshes; a reused refresh token ends them all. */
    familyId: text('family_id').notNull(),
    /** When a refresh retired this token (revoked_at alone may also mean a logout). */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_family_idx').on(t.familyId)],
);

export const likes = pgTable(
  'likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Browsing history: one row per user and product, moved to the top on every visit. */
export const history = pgTable(
  'history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('history_user_viewed_idx').on(t.userId, t.viewedAt)],
);

/**
 * What operators did to orders and after-sales requests: who (null from the command line), from
 * where, what, to which order, when. Written in the transaction of the action it records.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `workspace` (the back office) or `command line` (`npm run orders`). */
    via: text('via').$type<'workspace' | 'command line'>().notNull(),
    /** The action, one of api/modules/operator/audit.ts's OPERATOR_ACTIONS. */
    action: text('action').$type<OperatorAction>().notNull(),
    /** What it acted on, e.g. "order:M2611260000000001". */
    target: text('target').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_actions_at_idx').on(t.at)],
);
