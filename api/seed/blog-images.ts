import { createHash } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SEED_WEBP_EFFORT } from './images.ts';

const PALETTES = [
  ['#EE5E7B', '#fdf1f3', '#f6b7c3'],
  ['#9b7fd1', '#f4f0fb', '#cdbdf0'],
  ['#4fa3a5', '#eef6f4', '#a9d8d6'],
  ['#d98c4a', '#fbf6ee', '#f1cfa8'],
  ['#c25b8f', '#fbeff6', '#e8b3cf'],
];

/** A calm abstract cover (soft gradient, overlapping circles and a wave) drawn from the post's index. */
function coverSvg(palette: number, index: number): string {
  const [main, light, mid] = PALETTES[palette % PALETTES.length];
  const x = 300 + ((index * 137) % 1000);
  const y = 180 + ((index * 71) % 260);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="1200" height="675" fill="url(#g)"/>
    <circle cx="${x}" cy="${y}" r="${150 + (index % 4) * 30}" fill="${main}" opacity=".55"/>
    <circle cx="${1200 - x}" cy="${675 - y}" r="${110 + (index % 3) * 40}" fill="#fff" opacity=".45"/>
    <path d="M0 ${520 - (index % 5) * 20} C300 ${420 + (index % 3) * 30} 600 640 1200 ${500 - (index % 4) * 25} L1200 675 L0 675Z" fill="${main}" opacity=".25"/></svg>`;
}

/** Draws a blog cover as WebP under `mediaDir/seed/`, named by content; returns its URL. */
export async function blogCover(mediaDir: string, palette: number, index: number, write: boolean): Promise<string> {
  const svg = coverSvg(palette, index);
  const file = `blog-${createHash('sha256').update(svg).digest('hex').slice(0, 16)}.webp`;
  if (write) {
    const dir = path.join(mediaDir, 'seed');
    await mkdir(dir, { recursive: true });
    const target = path.join(dir, file);
    if (!(await stat(target).catch(() => null)))
      await sharp(Buffer.from(svg)).resize(1200, 675).webp({ quality: 78, effort: SEED_WEBP_EFFORT }).toFile(target);
  }
  return `/media/seed/${file}`;
}
