import { defineMiddleware } from 'astro:middleware';
import { renderKeyed } from './lib/page-reuse.ts';

/**
 * Astro writes this rule for its island elements as a <style> element right before the first island
 * of a page, inside the body, where HTML allows no <style>. The built pages carry it in their head.
 */
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

export function islandStyleInHead(html: string): string {
  const head = html.indexOf('</head>');
  if (head < 0 || !html.includes(ISLAND_STYLE, head)) return html;
  const body = html.slice(head).replaceAll(ISLAND_STYLE, '');
  return html.slice(0, head) + ISLAND_STYLE + body;
}

/** Renders each page while recording what it reads (its key, see lib/page-reuse.ts): the whole page, streamed body included. */
export const onRequest = defineMiddleware((context, next) =>
  renderKeyed(context.url.pathname, async () => {
    const response = await next();
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
    const html = islandStyleInHead(await response.text());
    return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
  }),
);
