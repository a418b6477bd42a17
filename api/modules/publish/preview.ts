/**
 * Previews: a build of every saved change made like a publish's (unchanged pages taken over from
 * the live site) into a folder that never goes live. A browser that opened `/preview/<token>`
 * carries the token in a cookie and is served that folder's pages (see preview-site.ts). The build
 * worker lists the pages that differ from the live site's (scripts/lib/preview-pages.ts).
 */
import { randomBytes } from 'node:crypto';

/** How long a preview's link works after its build finished. */
export const PREVIEW_HOURS = 24;
/** Preview folders kept beside the live site (the newest); an older preview's link has expired. */
export const PREVIEWS_KEPT = 3;
/** Changed pages a preview lists (their count is kept whole). */
export const PREVIEW_PAGES_LISTED = 200;
export const PREVIEW_COOKIE = 'mooli_preview';

export const previewFolderName = (id: number) => `preview-${id}`;
/** The preview id a build folder's name holds, if it is a preview's. */
export const previewIdOf = (name: string): number | undefined => {
  const m = /^preview-(\d+)$/.exec(name);
  return m ? Number(m[1]) : undefined;
};
export const newPreviewToken = () => randomBytes(24).toString('base64url');
/** What a token looks like (anything else is never looked up). */
export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{32}$/;
