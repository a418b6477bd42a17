import { integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Localized } from './catalog.ts';

export const topBanners = pgTable('top_banners', {
  id: serial('id').primaryKey(),
  text: jsonb('text').$type<Localized>().notNull(),
  redirectUrl: text('redirect_url'),
  bgColor: varchar('bg_color', { length: 7 }).notNull().default('#EE5E7B'),
  sort: integer('sort').notNull().default(0),
});

export const shopBanners = pgTable('shop_banners', {
  id: serial('id').primaryKey(),
  title: jsonb('title').$type<Localized>().notNull(),
  subtitle: jsonb('subtitle').$type<Localized>().notNull(),
  imageUrl: text('image_url').notNull(),
  redirectUrl: text('redirect_url'),
  sort: integer('sort').notNull().default(0),
});

/** Informational pages by kind (3 = shipping rules). */
export const infoPages = pgTable('info_pages', {
  kind: integer('kind').primaryKey(),
  title: jsonb('title').$type<Localized>().notNull(),
  content: jsonb('content').$type<Localized>().notNull(),
});

export const subscribers = pgTable('subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  locale: varchar('locale', { length: 5 }).notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Double opt-in: null until the shopper follows the link mailed to the address. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** SHA-256 of the pending confirmation token (the token itself is only in the e-mail). */
  confirmTokenHash: varchar('confirm_token_hash', { length: 64 }).unique(),
  confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
});
