import type { Db } from '../../db/client.ts';
import { blogPosts, type Localized } from '../../db/schema/index.ts';
import { cleanLocalized } from '../../lib/rich-text.ts';

export interface NewPost {
  slug: string;
  categoryId: number;
  title: Localized;
  summary: Localized;
  /** HTML per locale; sanitized here, whatever the source. */
  body: Localized;
  coverUrl: string;
  author: string;
  publishedAt: Date;
  published?: boolean;
  homeSort?: number | null;
}

/** Every write of a blog post goes through here, so the stored body is always sanitized HTML. */
export async function insertPosts(db: Db, posts: NewPost[]): Promise<Array<{ id: number; slug: string }>> {
  if (posts.length === 0) return [];
  return db
    .insert(blogPosts)
    .values(posts.map((p) => ({ ...p, body: cleanLocalized(p.body) })))
    .returning({ id: blogPosts.id, slug: blogPosts.slug });
}
