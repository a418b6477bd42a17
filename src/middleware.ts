import { defineMiddleware } from 'astro:middleware';
import { islandStyleInHead } from './lib/island-style.ts';
import { renderKeyed } from './lib/page-reuse.ts';

/** Renders each page while recording what it reads (its key, see lib/page-reuse.ts): the whole page, streamed body included. */
export const onRequest = defineMiddleware((context, next) =>
  renderKeyed(context.url.pathname, async () => {
    const response = await next();
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
    const page = islandStyleInHead(Buffer.from(await response.arrayBuffer()));
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(page as Uint8Array<ArrayBuffer>, { status: response.status, statusText: response.statusText, headers });
  }),
);
