import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { experiences, homeBanners, homeTiles, videos, whisperLikes, whispers } from '../db/schema/index.ts';
import { audioStories, radioEpisodes, type SeedAudio } from './data/audio-stories.ts';
import { comics } from './data/comics.ts';
import { exploreTiles, homeBanners as seedBanners, moolitimeHighlights, type SeedTile } from './data/home-content.ts';
import { novels } from './data/novels.ts';
import { videos as seedVideos } from './data/videos.ts';
import { penNames, whispers as seedWhispers } from './data/whispers.ts';
import { artImage, audioFile, comicPage, videoFile } from './media.ts';

interface Options {
  mediaDir: string;
  images?: boolean;
  now?: Date;
}

const DAY = 86_400_000;
const BANNER = { width: 1600, height: 600 };
const TILE = { width: 640, height: 480 };
const POSTER = { width: 480, height: 270 };
const COVER = { width: 600, height: 600 };

/** Likes the demo whispers start with, as rows of made-up devices so the counts match the rows. */
const seedLikes = (index: number) => ((index * 7) % 23) + 2;
const seedDevice = (n: number) => `seed${String(n).padStart(28, '0')}`;

/**
 * Fills the home page's content and the media of /moolitime (banners, tiles, whispers, videos,
 * audio stories, radio, comics, novels) when there is none yet. Media files are generated (pictures,
 * synthesised audio) or copied from the repository (videos) into the media folder.
 */
export async function seedMediaContent(db: Db, opts: Options): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(homeBanners);
  if (n > 0) return false;
  const write = opts.images ?? true;
  const now = opts.now ?? new Date();
  const art = (size: { width: number; height: number }, colors: [string, string], motif: number) =>
    artImage(opts.mediaDir, size, colors, motif, write);

  // Every picture and sound is made side by side (sharp works in its own threads).
  const bannersMade = Promise.all(
    seedBanners.map(async (b, i): Promise<typeof homeBanners.$inferInsert> => ({
      title: b.title,
      subtitle: b.subtitle,
      buttonText: b.button,
      imageUrl: await art(BANNER, b.colors, i),
      redirectUrl: b.redirect_url,
      sort: i,
    })),
  );
  const tiles = (section: 'explore' | 'moolitime', list: SeedTile[], offset: number) =>
    Promise.all(
      list.map(async (t, i): Promise<typeof homeTiles.$inferInsert> => ({
        section,
        title: t.title,
        summary: t.summary,
        redirectUrl: t.redirect_url,
        imageUrl: await art(TILE, t.colors, i + offset),
        sort: i,
      })),
    );
  const videosMade = Promise.all(
    seedVideos.map(async (v, i): Promise<typeof videos.$inferInsert> => ({
      title: v.title,
      summary: v.summary,
      posterUrl: await art(POSTER, v.colors, i),
      videoUrl: await videoFile(opts.mediaDir, v.file, write),
      durationSeconds: v.seconds,
      sort: i,
    })),
  );
  const sounds = (kind: 'audio' | 'radio', list: SeedAudio[]) =>
    Promise.all(
      list.map(async (a, i): Promise<typeof experiences.$inferInsert> => ({
        kind,
        title: a.title,
        summary: a.summary,
        coverUrl: await art(COVER, a.colors, i + 1),
        audioUrl: await audioFile(opts.mediaDir, a.tune, write),
        durationSeconds: a.tune.seconds,
        sort: i,
      })),
    );
  const comicsMade = Promise.all(
    comics.map(async (c, i): Promise<typeof experiences.$inferInsert> => ({
      kind: 'comic',
      title: c.title,
      summary: c.summary,
      coverUrl: await art(COVER, c.colors, i),
      pages: await Promise.all(c.pages.map(async (alt, p) => ({ image_url: await comicPage(opts.mediaDir, c.colors, p + i, write), alt }))),
      sort: i,
    })),
  );
  const novelsMade = Promise.all(
    novels.map(async (nv, i): Promise<typeof experiences.$inferInsert> => ({
      kind: 'novel',
      title: nv.title,
      summary: nv.summary,
      coverUrl: await art(COVER, nv.colors, i + 3),
      chapters: nv.chapters,
      sort: i,
    })),
  );
  const [banners, explore, highlights, videoRows, audioRows, radioRows, comicRows, novelRows] = await Promise.all([
    bannersMade,
    tiles('explore', exploreTiles, 0),
    tiles('moolitime', moolitimeHighlights, 2),
    videosMade,
    sounds('audio', audioStories),
    sounds('radio', radioEpisodes),
    comicsMade,
    novelsMade,
  ]);
  const tileRows = [...explore, ...highlights];
  const storyRows = [...audioRows, ...radioRows, ...comicRows, ...novelRows];

  await db.transaction(async (tx) => {
    await tx.insert(homeBanners).values(banners);
    await tx.insert(homeTiles).values(tileRows);
    await tx.insert(videos).values(videoRows);
    await tx.insert(experiences).values(storyRows);
    const rows = await tx
      .insert(whispers)
      .values(
        seedWhispers.map((content, i) => ({
          content,
          signature: penNames[i % penNames.length],
          likeCount: seedLikes(i),
          createdAt: new Date(now.getTime() - (seedWhispers.length - i) * DAY),
        })),
      )
      .returning({ id: whispers.id });
    await tx
      .insert(whisperLikes)
      .values(
        rows.flatMap((w, i) =>
          Array.from({ length: seedLikes(i) }, (_, d) => ({ whisperId: w.id, deviceId: seedDevice(d), createdAt: now })),
        ),
      );
  });
  return true;
}
