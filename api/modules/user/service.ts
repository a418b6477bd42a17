import { eq, sql } from 'drizzle-orm';
import { countries, users } from '../../db/schema/index.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { AppError, Code, invalid, notFound } from '../../lib/envelope.ts';
import { likeAndHistoryCounts } from '../likes/service.ts';
import { isOwnUpload, storeImage } from '../upload/storage.ts';
import { checkAnswers } from './dict.ts';
import type { GENDERS, UserInfo } from './schema.ts';

/** Avatars are stored at most this many pixels a side. */
const AVATAR_MAX_SIDE = 1024;

type Gender = (typeof GENDERS)[number];

/** GET /user/getInfo: the signed-in shopper's own profile; nobody else's is reachable. */
export async function userInfo(ctx: ShopperContext): Promise<UserInfo> {
  const { db } = ctx;
  const userId = ctx.user.id;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  return {
    id: user.id,
    username: user.username,
    avatar: user.avatar,
    age: user.age,
    country: user.country,
    gender: user.gender as Gender | null,
    email: user.email,
    ...(await likeAndHistoryCounts(db, userId)),
    answers: user.answers,
  };
}

type ProfileChanges = { username?: string; age?: number; country?: string; gender?: Gender; avatar?: string };

/** POST /user/update: the profile fields given; an avatar must be an image this shopper uploaded. */
export async function updateProfile(ctx: ShopperContext, body: ProfileChanges): Promise<UserInfo> {
  const { db } = ctx;
  const userId = ctx.user.id;
  if (body.country !== undefined) {
    const [known] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, body.country));
    if (!known) throw invalid(`country: unknown country ${body.country}`);
  }
  if (body.avatar !== undefined && !(await isOwnUpload(db, userId, body.avatar))) {
    throw new AppError(Code.forbidden, 'avatar: use an image you uploaded yourself');
  }
  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.username !== undefined) changes.username = body.username;
  if (body.age !== undefined) changes.age = body.age;
  if (body.country !== undefined) changes.country = body.country;
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.avatar !== undefined) changes.avatar = body.avatar;
  await db.update(users).set(changes).where(eq(users.id, userId));
  return userInfo(ctx);
}

/** POST /user/updateMore: merges checked questionnaire answers into the stored ones. */
export async function updateAnswers(ctx: ShopperContext, answers: Record<string, string | string[]>): Promise<UserInfo> {
  const clean = checkAnswers(answers);
  await ctx.db
    .update(users)
    .set({ answers: sql`${users.answers} || ${JSON.stringify(clean)}::jsonb` })
    .where(eq(users.id, ctx.user.id));
  return userInfo(ctx);
}

/** POST /user/uploadAvatar: cleans and stores the image, makes it the avatar, returns its url. */
export async function uploadAvatar(ctx: ShopperContext, data: Buffer): Promise<string> {
  const url = await storeImage(ctx, data, AVATAR_MAX_SIDE);
  await ctx.db.update(users).set({ avatar: url }).where(eq(users.id, ctx.user.id));
  return url;
}
