import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Localized } from './catalog.ts';
import { users } from './users.ts';

/** Editorial content: blog, FAQ and articles. Rich-text columns hold HTML sanitized on write (api/lib/rich-text.ts). */
export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id),
    title: jsonb('title').$type<Localized>().notNull(),
    summary: jsonb('summary').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    coverUrl: text('cover_url').notNull(),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    published: boolean('published').notNull().default(true),
    /** Shown on the home page's blog picks, in this order (null: not a pick). */
    homeSort: integer('home_sort'),
    likeCount: integer('like_count').notNull().default(0),
  },
  (t) => [index('blog_posts_category_idx').on(t.categoryId, t.publishedAt)],
);

export const blogLikes = pgTable(
  'blog_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id),
    question: jsonb('question').$type<Localized>().notNull(),
    answer: jsonb('answer').$type<Localized>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('faq_entries_category_idx').on(t.categoryId, t.sort)],
);

/** Texts keyed by name: refund-policy, privacy-policy, user-agreement, about, app, wholesale. */
export const articles = pgTable('articles', {
  key: varchar('key', { length: 40 }).primaryKey(),
  title: jsonb('title').$type<Localized>().notNull(),
  content: jsonb('content').$type<Localized>().notNull(),
});
