import type { FastifyInstance } from 'fastify';
import { inject } from 'light-my-request';
import { internalRequestHeaders } from '../lib/draining.ts';

/**
 * A `fetch` that answers through the app's own router (Fastify inject) instead of the network: the
 * PayPal client reaches the emulator, and the emulator the shop's webhook, the same way whether the
 * app listens on a port or runs inside a test.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = { ...Object.fromEntries(new Headers(init.headers).entries()), ...internalRequestHeaders() };
    // The app's router itself, not app.inject: inject refuses once the app begins to close, and a
    // checkout still in flight then must still reach the sandbox (api/lib/draining.ts).
    const res = await inject(app.routing, {
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.body, { status: res.statusCode, headers: res.headers as Record<string, string> });
  }) as typeof fetch;
}
