import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Localized } from './catalog.ts';
import { users } from './users.ts';

/** Slides of the home page's banner carousel (POST /banner/getList). */
export const homeBanners = pgTable('home_banners', {
  id: serial('id').primaryKey(),
  title: jsonb('title').$type<Localized>().notNull(),
  subtitle: jsonb('subtitle').$type<Localized>().notNull(),
  buttonText: jsonb('button_text').$type<Localized>().notNull(),
  imageUrl: text('image_url').notNull(),
  redirectUrl: text('redirect_url'),
  sort: integer('sort').notNull().default(0),
});

/** A picture tile with a title and a link: the home page's explore tiles and Moolitime highlights. */
export const homeTiles = pgTable(
  'home_tiles',
  {
    id: serial('id').primaryKey(),
    /** explore (POST /home/explore/getList) or moolitime (POST /home/moolitime/getList). */
    section: varchar('section', { length: 16 }).notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    summary: jsonb('summary').$type<Localized>().notNull(),
    imageUrl: text('image_url').notNull(),
    redirectUrl: text('redirect_url'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('home_tiles_section_idx').on(t.section, t.sort),
    check('home_tiles_section_check', sql`${t.section} in ('explore', 'moolitime')`),
  ],
);

/** Short anonymous stories; like_count is kept with the likes in one transaction. */
export const whispers = pgTable(
  'whispers',
  {
    id: serial('id').primaryKey(),
    content: jsonb('content').$type<Localized>().notNull(),
    /** A pen name the writer chose ("Night owl, 29"), never an account. */
    signature: jsonb('signature').$type<Localized>().notNull(),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whispers_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

/** One row per whisper and device: a device's like counts once. */
export const whisperLikes = pgTable(
  'whisper_likes',
  {
    whisperId: integer('whisper_id')
      .notNull()
      .references(() => whispers.id, { onDelete: 'cascade' }),
    deviceId: varchar('device_id', { length: 32 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.whisperId, t.deviceId] })],
);

export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  title: jsonb('title').$type<Localized>().notNull(),
  summary: jsonb('summary').$type<Localized>().notNull(),
  posterUrl: text('poster_url').notNull(),
  videoUrl: text('video_url').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A comic page: a picture and its text for screen readers. */
export interface ComicPage {
  image_url: string;
  alt: Localized;
}
/** A chapter of a novel. */
export interface NovelChapter {
  title: Localized;
  body: Localized;
}

/**
 * The experiences of /moolitime: audio stories and radio episodes (a sound file and its duration),
 * comics (pages) and novels (chapters), in one table by kind.
 */
export const experiences = pgTable(
  'experiences',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    summary: jsonb('summary').$type<Localized>().notNull(),
    coverUrl: text('cover_url').notNull(),
    audioUrl: text('audio_url'),
    durationSeconds: integer('duration_seconds'),
    pages: jsonb('pages').$type<ComicPage[]>().notNull().default([]),
    chapters: jsonb('chapters').$type<NovelChapter[]>().notNull().default([]),
    likeCount: integer('like_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('experiences_kind_idx').on(t.kind, t.sort),
    check('experiences_kind_check', sql`${t.kind} in ('audio', 'radio', 'comic', 'novel')`),
    // What plays has a file and a length.
    check(
      'experiences_sound_check',
      sql`${t.kind} not in ('audio', 'radio') or (${t.audioUrl} is not null and ${t.durationSeconds} is not null)`,
    ),
  ],
);

/** A signed-in shopper's like of a comic or novel. */
export const experienceLikes = pgTable(
  'experience_likes',
  {
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.experienceId, t.userId] })],
);
