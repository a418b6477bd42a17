import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { homeBanners, shopBanners, topBanners, type Localized } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code, invalid } from '../../lib/envelope.ts';
import { text } from '../../lib/texts.ts';
import { ownUploads } from '../upload/storage.ts';
import type { BannerCreateBody, BannerDeleteBody, BannerUpdateBody } from './banners-schema.ts';
import { merged } from './service.ts';
import { beforeOf, record } from './change-log.ts';

const topColumns = {
  id: topBanners.id,
  text: topBanners.text,
  redirect_url: topBanners.redirectUrl,
  bg_color: topBanners.bgColor,
  sort: topBanners.sort,
};
const homeColumns = {
  id: homeBanners.id,
  title: homeBanners.title,
  subtitle: homeBanners.subtitle,
  button_text: homeBanners.buttonText,
  image_url: homeBanners.imageUrl,
  redirect_url: homeBanners.redirectUrl,
  sort: homeBanners.sort,
};
const shopColumns = {
  id: shopBanners.id,
  title: shopBanners.title,
  subtitle: shopBanners.subtitle,
  image_url: shopBanners.imageUrl,
  redirect_url: shopBanners.redirectUrl,
  sort: shopBanners.sort,
};

/** The banners of the top bar, the home page's carousel and the shop page, each in its order. */
export async function listBanners({ db }: ShopperContext) {
  const [top, home, shop] = await Promise.all([
    db.select(topColumns).from(topBanners).orderBy(asc(topBanners.sort), asc(topBanners.id)),
    db.select(homeColumns).from(homeBanners).orderBy(asc(homeBanners.sort), asc(homeBanners.id)),
    db.select(shopColumns).from(shopBanners).orderBy(asc(shopBanners.sort), asc(shopBanners.id)),
  ]);
  return { top, home, shop };
}

/** A new picture must be one this editor uploaded; the one the banner already shows may stay. */
export async function checkPicture(db: Db, userId: number, url: string | undefined, current: string | undefined) {
  if (url === undefined || url === current) return;
  if ((await ownUploads(db, userId, [url])).length === 0) throw invalid(`image_url: ${url} is not an image you uploaded`);
}

async function update(db: Db, userId: number, input: BannerUpdateBody) {
  const common = {
    ...(input.redirect_url !== undefined ? { redirectUrl: input.redirect_url } : {}),
    ...(input.sort !== undefined ? { sort: input.sort } : {}),
  };
  switch (input.kind) {
    case 'top':
      return (
        await db
          .update(topBanners)
          .set({
            ...common,
            ...(input.text ? { text: merged(topBanners.text, input.text) } : {}),
            ...(input.bg_color ? { bgColor: input.bg_color } : {}),
          })
          .where(eq(topBanners.id, input.id))
          .returning(topColumns)
      )[0];
    case 'home': {
      const [current] = await db.select({ url: homeBanners.imageUrl }).from(homeBanners).where(eq(homeBanners.id, input.id));
      if (!current) return undefined;
      await checkPicture(db, userId, input.image_url, current.url);
      return (
        await db
          .update(homeBanners)
          .set({
            ...common,
            ...(input.title ? { title: merged(homeBanners.title, input.title) } : {}),
            ...(input.subtitle ? { subtitle: merged(homeBanners.subtitle, input.subtitle) } : {}),
            ...(input.button_text ? { buttonText: merged(homeBanners.buttonText, input.button_text) } : {}),
            ...(input.image_url ? { imageUrl: input.image_url } : {}),
          })
          .where(eq(homeBanners.id, input.id))
          .returning(homeColumns)
      )[0];
    }
    case 'shop': {
      const [current] = await db.select({ url: shopBanners.imageUrl }).from(shopBanners).where(eq(shopBanners.id, input.id));
      if (!current) return undefined;
      await checkPicture(db, userId, input.image_url, current.url);
      return (
        await db
          .update(shopBanners)
          .set({
            ...common,
            ...(input.title ? { title: merged(shopBanners.title, input.title) } : {}),
            ...(input.subtitle ? { subtitle: merged(shopBanners.subtitle, input.subtitle) } : {}),
            ...(input.image_url ? { imageUrl: input.image_url } : {}),
          })
          .where(eq(shopBanners.id, input.id))
          .returning(shopColumns)
      )[0];
    }
  }
}

/** A banner as it is, locked for the change about to be made; its label is its text or title. */
async function bannerBefore(db: Db, kind: BannerUpdateBody['kind'], id: number) {
  switch (kind) {
    case 'top': {
      const [row] = await db.select().from(topBanners).where(eq(topBanners.id, id)).for('update');
      return row && { row, label: row.text };
    }
    case 'home': {
      const [row] = await db.select().from(homeBanners).where(eq(homeBanners.id, id)).for('update');
      return row && { row, label: row.title };
    }
    case 'shop': {
      const [row] = await db.select().from(shopBanners).where(eq(shopBanners.id, id)).for('update');
      return row && { row, label: row.title };
    }
  }
}

/** Changes one banner's texts per locale, link, picture, colour or place in the order. */
export async function updateBanner(ctx: ShopperContext, input: BannerUpdateBody) {
  return inTransaction(ctx, async ({ db }) => {
    const was = await bannerBefore(db, input.kind, input.id);
    const row = was && (await update(db, ctx.user.id, input));
    if (!was || !row) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.bannerNotFound'));
    const { id, kind, ...changes } = input;
    await record(
      db,
      ctx.user.id,
      `banner.${kind}.update`,
      { kind: 'banner', id },
      { kind, ...changes },
      {
        label: was.label,
        before: beforeOf(was.row, changes),
      },
    );
    return row;
  });
}

const EMPTY: Localized = { en: '' };

/** Adds a banner at the end of its place's order unless a place is given; a picture must be the editor's upload. */
export async function createBanner(ctx: ShopperContext, input: BannerCreateBody) {
  return inTransaction(ctx, async ({ db }) => {
    let row;
    if (input.kind === 'top') {
      [row] = await db
        .insert(topBanners)
        .values({
          text: input.text as Localized,
          redirectUrl: input.redirect_url ?? null,
          ...(input.bg_color ? { bgColor: input.bg_color } : {}),
          sort: input.sort ?? 0,
        })
        .returning(topColumns);
    } else {
      await checkPicture(db, ctx.user.id, input.image_url, undefined);
      const common = {
        title: input.title as Localized,
        subtitle: { ...EMPTY, ...input.subtitle } as Localized,
        imageUrl: input.image_url,
        redirectUrl: input.redirect_url ?? null,
        sort: input.sort ?? 0,
      };
      [row] =
        input.kind === 'home'
          ? await db
              .insert(homeBanners)
              .values({ ...common, buttonText: { ...EMPTY, ...input.button_text } as Localized })
              .returning(homeColumns)
          : await db.insert(shopBanners).values(common).returning(shopColumns);
    }
    const label = 'text' in row ? row.text : row.title;
    await record(db, ctx.user.id, `banner.${input.kind}.create`, { kind: 'banner', id: row.id }, { ...input }, { label });
    return row;
  });
}

/** Removes a banner of the top bar, the home page or the shop page. */
export async function deleteBanner(ctx: ShopperContext, input: BannerDeleteBody) {
  return inTransaction(ctx, async ({ db }) => {
    const was = await bannerBefore(db, input.kind, input.id);
    if (!was) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.bannerNotFound'));
    const table = input.kind === 'top' ? topBanners : input.kind === 'home' ? homeBanners : shopBanners;
    await db.delete(table).where(eq(table.id, input.id));
    const { id: _id, ...before } = was.row;
    await record(
      db,
      ctx.user.id,
      `banner.${input.kind}.delete`,
      { kind: 'banner', id: input.id },
      { kind: input.kind },
      { label: was.label, before },
    );
    return { kind: input.kind, id: input.id };
  });
}
