import { createHash } from 'node:crypto';
import { copyFile, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SEED_WEBP_EFFORT } from './images.ts';
import { wavBytes, type Tune } from './audio.ts';

/** The small video files shipped with the repository (made once; the shop never needs a video encoder). */
const SHIPPED = fileURLToPath(new URL('./media/', import.meta.url));

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Writes `bytes()` to mediaDir/seed/<name> unless there already; answers the file's URL. */
async function put(mediaDir: string, name: string, write: boolean, bytes: () => Promise<Buffer> | Buffer): Promise<string> {
  if (write) {
    const dir = path.join(mediaDir, 'seed');
    await mkdir(dir, { recursive: true });
    const target = path.join(dir, name);
    if (!(await exists(target))) await writeFile(target, await bytes());
  }
  return `/media/seed/${name}`;
}

const hashOf = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 16);

/** A soft abstract picture: a two-colour gradient with a few round shapes (no text, no fonts). */
export function artSvg(width: number, height: number, colors: [string, string], motif: number, gradientId = 'g'): string {
  const [a, b] = colors;
  const r = Math.min(width, height);
  const shapes = [
    `<circle cx="${width * 0.7}" cy="${height * 0.45}" r="${r * 0.32}" fill="#fff" opacity=".35"/><circle cx="${width * 0.25}" cy="${height * 0.75}" r="${r * 0.18}" fill="${a}" opacity=".5"/>`,
    `<ellipse cx="${width * 0.5}" cy="${height * 0.55}" rx="${r * 0.42}" ry="${r * 0.26}" fill="#fff" opacity=".3"/><circle cx="${width * 0.5}" cy="${height * 0.55}" r="${r * 0.12}" fill="${a}" opacity=".7"/>`,
    `<path d="M0 ${height * 0.7} C ${width * 0.3} ${height * 0.5}, ${width * 0.6} ${height * 0.9}, ${width} ${height * 0.6} L ${width} ${height} L 0 ${height} Z" fill="#fff" opacity=".35"/><circle cx="${width * 0.78}" cy="${height * 0.28}" r="${r * 0.12}" fill="#fff" opacity=".6"/>`,
    `<path d="M${width * 0.5} ${height * 0.8} C ${width * 0.2} ${height * 0.55}, ${width * 0.3} ${height * 0.2}, ${width * 0.5} ${height * 0.38} C ${width * 0.7} ${height * 0.2}, ${width * 0.8} ${height * 0.55}, ${width * 0.5} ${height * 0.8} Z" fill="#fff" opacity=".45"/>`,
    `<circle cx="${width * 0.35}" cy="${height * 0.4}" r="${r * 0.2}" fill="#fff" opacity=".35"/><circle cx="${width * 0.6}" cy="${height * 0.55}" r="${r * 0.24}" fill="${a}" opacity=".35"/><circle cx="${width * 0.8}" cy="${height * 0.3}" r="${r * 0.1}" fill="#fff" opacity=".5"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#${gradientId})"/>${shapes[motif % shapes.length]}</svg>`;
}

/** A picture as WebP under mediaDir/seed/, named by its content so a re-seed reuses it. */
export function artImage(
  mediaDir: string,
  size: { width: number; height: number },
  colors: [string, string],
  motif: number,
  write: boolean,
): Promise<string> {
  const svg = artSvg(size.width, size.height, colors, motif);
  return put(mediaDir, `art-${hashOf(svg)}.webp`, write, () =>
    sharp(Buffer.from(svg)).webp({ quality: 78, effort: SEED_WEBP_EFFORT }).toBuffer(),
  );
}

/**
 * A comic page: two panels framed like a strip, each a scene of the art above in the comic's colours
 * (the caption under the page tells the story, so the picture holds no text).
 */
export function comicPage(mediaDir: string, colors: [string, string], page: number, write: boolean): Promise<string> {
  const [w, h, gap] = [720, 900, 24];
  const panel = (h - gap * 3) / 2;
  const scene = (motif: number, flip: boolean) =>
    artSvg(w - gap * 2, panel, flip ? [colors[1], colors[0]] : colors, motif, flip ? 'g2' : 'g1')
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>$/, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#fffaf7"/>
    <svg x="${gap}" y="${gap}" width="${w - gap * 2}" height="${panel}">${scene(page, false)}</svg>
    <svg x="${gap}" y="${gap * 2 + panel}" width="${w - gap * 2}" height="${panel}">${scene(page + 2, true)}</svg>
    <rect x="${gap}" y="${gap}" width="${w - gap * 2}" height="${panel}" fill="none" stroke="#2b2230" stroke-width="5" rx="6"/>
    <rect x="${gap}" y="${gap * 2 + panel}" width="${w - gap * 2}" height="${panel}" fill="none" stroke="#2b2230" stroke-width="5" rx="6"/></svg>`;
  return put(mediaDir, `comic-${hashOf(svg)}.webp`, write, () =>
    sharp(Buffer.from(svg)).webp({ quality: 78, effort: SEED_WEBP_EFFORT }).toBuffer(),
  );
}

/** A synthesised sound file (see audio.ts). */
export function audioFile(mediaDir: string, tune: Tune, write: boolean): Promise<string> {
  return put(mediaDir, `audio-${hashOf(JSON.stringify(tune))}.wav`, write, () => wavBytes(tune));
}

/** One of the shipped videos, copied into the media folder. */
export async function videoFile(mediaDir: string, name: string, write: boolean): Promise<string> {
  if (write) {
    const dir = path.join(mediaDir, 'seed');
    await mkdir(dir, { recursive: true });
    const target = path.join(dir, name);
    if (!(await exists(target))) await copyFile(path.join(SHIPPED, name), target);
  }
  return `/media/seed/${name}`;
}
