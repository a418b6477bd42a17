import { bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Messages sent through the contact form (/contact-us). */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  topic: varchar('topic', { length: 20 }).notNull(),
  message: text('message').notNull(),
  locale: varchar('locale', { length: 5 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Requests to join the community or the ambassador programme. */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: serial('id').primaryKey(),
    programme: varchar('programme', { length: 20 }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    country: text('country').notNull(),
    platform: varchar('platform', { length: 20 }),
    handle: text('handle'),
    audience: varchar('audience', { length: 20 }),
    motivation: text('motivation').notNull(),
    locale: varchar('locale', { length: 5 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('join_requests_programme', sql`${t.programme} in ('community', 'ambassador')`)],
);

/** Wholesale inquiries (/wholesale). */
export const wholesaleInquiries = pgTable('wholesale_inquiries', {
  id: serial('id').primaryKey(),
  company: text('company').notNull(),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  country: text('country').notNull(),
  volume: varchar('volume', { length: 20 }).notNull(),
  message: text('message').notNull(),
  locale: varchar('locale', { length: 5 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Storefront analytics events (spec §3), written in batches by api/modules/events/buffer.ts. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: varchar('device_id', { length: 32 }).notNull(),
    sessionId: varchar('session_id', { length: 32 }).notNull(),
    eventType: varchar('event_type', { length: 40 }).notNull(),
    pageName: text('page_name').notNull(),
    pageUrl: text('page_url').notNull(),
    referrerUrl: text('referrer_url').notNull(),
    platform: varchar('platform', { length: 40 }).notNull(),
    browser: varchar('browser', { length: 40 }).notNull(),
    sid1: text('sid1').notNull(),
    sid2: text('sid2').notNull(),
    list: jsonb('list').$type<string[]>().notNull(),
    /** Position of the event in its batch, so the order of one client's events survives the insert. */
    seq: integer('seq').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_received').on(t.receivedAt), index('analytics_events_type').on(t.eventType, t.receivedAt)],
);
