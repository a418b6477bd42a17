import { asc, eq } from 'drizzle-orm';
import { homeBanners, homeTiles } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { localize } from '../../lib/locales.ts';
import type { HomeBanner, HomeTile } from './schema.ts';

export async function bannerList({ db, locale }: Context): Promise<HomeBanner[]> {
  const rows = await db.select().from(homeBanners).orderBy(asc(homeBanners.sort), asc(homeBanners.id));
  return rows.map((b) => ({
    id: b.id,
    title: localize(b.title, locale),
    subtitle: localize(b.subtitle, locale),
    button_text: localize(b.buttonText, locale),
    image_url: b.imageUrl,
    redirect_url: b.redirectUrl,
  }));
}

export async function tileList({ db, locale }: Context, section: 'explore' | 'moolitime'): Promise<HomeTile[]> {
  const rows = await db.select().from(homeTiles).where(eq(homeTiles.section, section)).orderBy(asc(homeTiles.sort), asc(homeTiles.id));
  return rows.map((t) => ({
    id: t.id,
    title: localize(t.title, locale),
    summary: localize(t.summary, locale),
    image_url: t.imageUrl,
    redirect_url: t.redirectUrl,
  }));
}
