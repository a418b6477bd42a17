import { createHash } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { SeedProduct } from './data/types.ts';

export const IMAGE_WIDTHS = [320, 640, 960] as const;
/**
 * WebP effort of the demo pictures (sharp's default is 4): a fresh start draws a few hundred of
 * them before its first page, and at 1 they take a fraction of the time for slightly larger files.
 */
export const SEED_WEBP_EFFORT = 1;
const SIZE = 960;

const shapes: Record<SeedProduct['shape'], (c: string) => string> = {
  rose: (c) => `<g transform="translate(480 470)">
    <path d="M0 -190 C120 -190 190 -90 170 20 C150 130 60 190 0 190 C-60 190 -150 130 -170 20 C-190 -90 -120 -190 0 -190Z" fill="${c}"/>
    <path d="M0 -120 C70 -120 110 -60 95 10 C80 70 30 100 0 100 C-30 100 -80 70 -95 10 C-110 -60 -70 -120 0 -120Z" fill="#fff" opacity=".18"/>
    <path d="M-40 -60 C0 -110 60 -80 50 -30 C40 20 -30 30 -40 -10" stroke="#fff" stroke-width="10" fill="none" opacity=".45"/>
    <path d="M0 190 L0 300" stroke="#5b8f5b" stroke-width="18" stroke-linecap="round"/></g>`,
  wand: (c) => `<g transform="rotate(-30 480 480)"><rect x="430" y="330" width="100" height="460" rx="50" fill="${c}"/>
    <circle cx="480" cy="260" r="130" fill="${c}"/><circle cx="480" cy="260" r="80" fill="#fff" opacity=".2"/></g>`,
  egg: (c) =>
    `<ellipse cx="480" cy="500" rx="190" ry="250" fill="${c}"/><ellipse cx="420" cy="400" rx="60" ry="90" fill="#fff" opacity=".25"/>`,
  bullet: (c) => `<g transform="rotate(35 480 480)"><rect x="400" y="200" width="160" height="560" rx="80" fill="${c}"/>
    <rect x="400" y="560" width="160" height="20" fill="#fff" opacity=".4"/></g>`,
  ring: (c) => `<circle cx="480" cy="480" r="220" fill="none" stroke="${c}" stroke-width="90"/>
    <circle cx="480" cy="240" r="70" fill="${c}"/>`,
  bottle: (
    c,
  ) => `<rect x="370" y="330" width="220" height="420" rx="40" fill="${c}"/><rect x="430" y="230" width="100" height="110" rx="16" fill="#3c3c46"/>
    <rect x="400" y="460" width="160" height="140" rx="12" fill="#fff" opacity=".75"/>`,
  candle: (
    c,
  ) => `<rect x="340" y="420" width="280" height="330" rx="30" fill="${c}"/><path d="M480 400 L480 330" stroke="#3c3c46" stroke-width="10"/>
    <path d="M480 320 C440 270 470 220 480 190 C490 220 520 270 480 320Z" fill="#f6b73c"/>`,
  heart: (c) =>
    `<path d="M480 760 C300 620 200 520 200 390 C200 290 280 220 370 220 C420 220 460 250 480 290 C500 250 540 220 590 220 C680 220 760 290 760 390 C760 520 660 620 480 760Z" fill="${c}"/>`,
};

function svgFor(shape: SeedProduct['shape'], color: string, variant: number): string {
  const backgrounds = ['#fdf1f3', '#f4f0fb', '#eef6f4', '#fbf6ee'];
  const bg = backgrounds[variant % backgrounds.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 960 960">
    <rect width="960" height="960" fill="${bg}"/><circle cx="${variant % 2 ? 720 : 240}" cy="${variant % 2 ? 240 : 720}" r="180" fill="${color}" opacity=".12"/>
    <g stroke="#2b2230" stroke-opacity=".14" stroke-width="6">${shapes[shape](color)}</g></svg>`;
}

export interface GeneratedImage {
  width: number;
  height: number;
  variants: Record<string, string>;
}

/**
 * Draws a product picture (shape in a colour) and writes it as WebP in several widths under
 * `mediaDir/seed/`. Files are named by content, so a re-seed reuses what exists.
 * With `write: false` only the URLs are computed (API tests that never fetch the images).
 */
export async function productImage(
  mediaDir: string,
  shape: SeedProduct['shape'],
  color: string,
  variant: number,
  write: boolean,
): Promise<GeneratedImage> {
  const svg = svgFor(shape, color, variant);
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
  const variants: Record<string, string> = {};
  const dir = path.join(mediaDir, 'seed');
  if (write) await mkdir(dir, { recursive: true });
  // The widths are drawn side by side (sharp works in its own threads).
  await Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const file = `${hash}-${width}.webp`;
      variants[String(width)] = `/media/seed/${file}`;
      if (!write) return;
      const target = path.join(dir, file);
      if (await stat(target).catch(() => null)) return;
      await sharp(Buffer.from(svg)).resize(width, width).webp({ quality: 80, effort: SEED_WEBP_EFFORT }).toFile(target);
    }),
  );
  return { width: SIZE, height: SIZE, variants };
}

/** A wide banner picture for the shop page. */
export async function bannerImage(mediaDir: string, color: string, index: number, write: boolean): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500"><defs><linearGradient id="g" x1="0" x2="1">
    <stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#fdf1f3"/></linearGradient></defs>
    <rect width="1600" height="500" fill="url(#g)"/><circle cx="${1200 + index * 80}" cy="250" r="190" fill="#fff" opacity=".35"/></svg>`;
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
  const file = `banner-${hash}.webp`;
  if (write) {
    const dir = path.join(mediaDir, 'seed');
    await mkdir(dir, { recursive: true });
    const target = path.join(dir, file);
    if (!(await stat(target).catch(() => null)))
      await sharp(Buffer.from(svg)).webp({ quality: 80, effort: SEED_WEBP_EFFORT }).toFile(target);
  }
  return `/media/seed/${file}`;
}
