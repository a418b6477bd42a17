import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  answeredMessage,
  createApiClient,
  NO_TOKEN_MESSAGE,
  retryDelay,
  REFRESH_FAILED_MESSAGE,
  type TokenStore,
} from '../../src/lib/api/client.ts';
import { cart, products } from '../../src/lib/api/calls.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let server: Server;
let baseUrl: string;
let handler: Handler;
const hits: Array<{ method: string; url: string; auth?: string; body: string }> = [];

const send = (res: ServerResponse, envelope: unknown, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(envelope));
};

beforeEach(async () => {
  hits.length = 0;
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

function memoryTokens(initial: string | null = null): TokenStore & { value: string | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (t: string) => {
      store.value = t;
    },
    clear: () => {
      store.value = null;
    },
  };
  return store;
}

// Short time units stand in for the spec's 15 s timeout and 10 s retry delay.
const client = (tokens = memoryTokens(), extra: { onAuthRequired?: () => void } = {}) =>
  createApiClient({ baseUrl, tokens, timeoutMs: 150, retryDelayMs: 20, ...extra });

describe('the API client', () => {
  it('calls a contract route: path parameters filled, GET fields as the query, POST fields as JSON, auth-only refused without a token', async () => {
    handler = (_req, res) => send(res, { code: 200, message: 'ok', data: null });
    const api = client(memoryTokens(null));
    await api.request(products.detail, { id: 7, country_code: 'DE' });
    await api.request(products.list, { page: 2, sort: 'newest' });
    expect(hits[0]).toMatchObject({ method: 'GET', url: '/api/product/getDetail/7?country_code=DE' });
    expect(hits[1]).toMatchObject({ method: 'POST', url: '/api/product/getList', body: JSON.stringify({ page: 2, sort: 'newest' }) });
    await expect(api.request(cart.list, {})).rejects.toMatchObject({ code: 4001 });
    expect(hits).toHaveLength(2);
  });

  it('unwraps the envelope on success and sends the token in Authorization', async () => {
    handler = (_req, res) => send(res, { code: 200, message: 'ok', data: { n: 1 } });
    const data = await client(memoryTokens('tok-1')).get<{ n: number }>('/thing');
    expect(data).toEqual({ n: 1 });
    expect(hits[0]).toMatchObject({ method: 'GET', url: '/api/thing', auth: 'Bearer tok-1' });
  });

  it('turns a non-200 envelope into an ApiError carrying code and message, whatever the HTTP status', async () => {
    handler = (_req, res) => send(res, { code: 409, message: 'Out of stock', data: null }, 409);
    const error = await client()
      .post('/cart/product/add', { json: { num: 1 } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 409, message: 'Out of stock' });
    expect(hits).toHaveLength(1);
  });

  it('waits 10 s times the retry number before each retry (spec §9)', () => {
    expect([1, 2].map((n) => retryDelay(n))).toEqual([10_000, 20_000]);
    expect(retryDelay(2, 7)).toBe(14);
  });

  it('retries a timed-out request twice, then fails', async () => {
    let sent = 0;
    handler = () => {
      sent += 1; /* never answers */
    };
    // The timeout leaves each attempt ample time to reach the server on a loaded machine.
    const error = await createApiClient({ baseUrl, tokens: memoryTokens(), timeoutMs: 400, retryDelayMs: 1 })
      .get('/slow')
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(sent).toBe(3);
  });

  it('retries after a network failure and succeeds on the next attempt', async () => {
    let n = 0;
    handler = (req, res) => {
      n += 1;
      if (n === 1) req.socket.destroy();
      else send(res, { code: 200, message: 'ok', data: 'second' });
    };
    expect(await client().get('/flaky')).toBe('second');
    expect(hits).toHaveLength(2);
  });

  it('does not retry an answered failure', async () => {
    handler = (_req, res) => send(res, { code: 400, message: 'email: bad', data: null }, 400);
    await expect(client().post('/x', { json: {} })).rejects.toMatchObject({ code: 400 });
    expect(hits).toHaveLength(1);
  });

  it('refuses an auth-only call without a token, sends nothing and asks for sign-in', async () => {
    handler = (_req, res) => send(res, { code: 200, message: 'ok', data: null });
    let asked = 0;
    const error = await client(memoryTokens(null), {
      onAuthRequired: () => {
        asked += 1;
      },
    })
      .get('/cart/getList', { auth: true })
      .catch((e) => e);
    expect(error).toMatchObject({ code: 4001, message: NO_TOKEN_MESSAGE });
    expect(asked).toBe(1);
    expect(hits).toHaveLength(0);
  });

  it('on 4003 refreshes once, while concurrent calls wait, then retries them with the new token', async () => {
    let refreshes = 0;
    handler = (req, res) => {
      const auth = req.headers.authorization;
      if (req.url === '/api/user/refreshToken') {
        refreshes += 1;
        setTimeout(() => send(res, { code: 200, message: 'ok', data: { token: 'new' } }), 50);
      } else if (auth === 'Bearer new') send(res, { code: 200, message: 'ok', data: req.url });
      else send(res, { code: 4003, message: 'token expired', data: null }, 401);
    };
    const tokens = memoryTokens('old');
    const api = client(tokens);
    const results = await Promise.all([api.get('/a', { auth: true }), api.get('/b', { auth: true }), api.get('/c', { auth: true })]);
    expect(results).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(refreshes).toBe(1);
    expect(tokens.value).toBe('new');
    // A call made during the refresh waits for it and goes out once, with the new token.
    const late = api.get('/d', { auth: true });
    expect(await late).toBe('/api/d');
  });

  it('a call started while a refresh runs is sent only with the new token', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    handler = (req, res) => {
      if (req.url === '/api/user/refreshToken') gate.then(() => send(res, { code: 200, message: 'ok', data: { token: 'fresh' } }));
      else if (req.headers.authorization === 'Bearer fresh') send(res, { code: 200, message: 'ok', data: 'ok' });
      else send(res, { code: 4003, message: 'expired', data: null }, 401);
    };
    let refreshSeen!: () => void;
    const refreshing = new Promise<void>((r) => (refreshSeen = r));
    const inner = handler;
    handler = (req, res, body) => {
      if (req.url === '/api/user/refreshToken') refreshSeen();
      inner(req, res, body);
    };
    const api = client(memoryTokens('stale'));
    const first = api.get('/one', { auth: true });
    // The refresh that /one's 4003 started is on the server, held there until released.
    await refreshing;
    const second = api.get('/two', { auth: true });
    release();
    expect(await Promise.all([first, second])).toEqual(['ok', 'ok']);
    expect(hits.filter((h) => h.url === '/api/two').map((h) => h.auth)).toEqual(['Bearer fresh']);
  });

  it('also refreshes on a 500', async () => {
    handler = (req, res) => {
      if (req.url === '/api/user/refreshToken') send(res, { code: 200, message: 'ok', data: { token: 'again' } });
      else if (req.headers.authorization === 'Bearer again') send(res, { code: 200, message: 'ok', data: 1 });
      else send(res, { code: 500, message: 'Internal server error', data: null }, 500);
    };
    expect(await client(memoryTokens('t')).get('/x')).toBe(1);
  });

  it("does not refresh when an answer is cut off (the page is being left) or is not the shop's (a proxy's page), so a fresh token is never rotated away", async () => {
    // The sign-in race: the page that had just signed in navigated while its calls' bodies arrived;
    // read as a 500, they refreshed the new token and the new page was left with the retired one.
    for (const answer of ['cut off', "proxy's page"] as const) {
      hits.length = 0;
      handler = (req, res) => {
        if (answer === 'cut off') {
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' });
          res.write('{"code":200,"message":"ok","da');
          setTimeout(() => req.socket.destroy(), 20);
        } else {
          res.writeHead(500, { 'content-type': 'text/html' });
          res.end('<h1>500 Internal Server Error</h1>');
        }
      };
      const tokens = memoryTokens('fresh');
      const error = await client(tokens)
        .get('/user/getInfo', { auth: true })
        .catch((e) => e);
      expect(error, answer).toMatchObject({ code: answer === 'cut off' ? 0 : 500 });
      expect(
        hits.map((h) => h.url),
        answer,
      ).toEqual(['/api/user/getInfo']);
      expect(tokens.value, answer).toBe('fresh');
    }
  });

  it('keeps the session when the shop cannot be asked for a refresh (down or unreachable), failing only the call', async () => {
    for (const outage of ['503', 'no answer'] as const) {
      handler = (req, res) => {
        if (req.url === '/api/user/refreshToken') {
          if (outage === '503') send(res, { code: 503, message: 'unavailable', data: null }, 503);
          else req.socket.destroy();
        } else send(res, { code: 500, message: 'Internal server error', data: null }, 500);
      };
      const tokens = memoryTokens('alive');
      let asked = 0;
      const error = await client(tokens, {
        onAuthRequired: () => {
          asked += 1;
        },
      })
        .get('/user/getInfo', { auth: true })
        .catch((e) => e);
      expect(error, outage).toMatchObject({ code: 0 });
      expect(tokens.value, outage).toBe('alive');
      expect(asked, outage).toBe(0);
    }
  });

  it('when the refresh fails, clears the session, asks for sign-in and rejects', async () => {
    handler = (req, res) => {
      if (req.url === '/api/user/refreshToken') send(res, { code: 4003, message: 'expired', data: null }, 401);
      else send(res, { code: 4003, message: 'expired', data: null }, 401);
    };
    const tokens = memoryTokens('dead');
    let asked = 0;
    const error = await client(tokens, {
      onAuthRequired: () => {
        asked += 1;
      },
    })
      .get('/user/getInfo', { auth: true })
      .catch((e) => e);
    expect(error).toMatchObject({ message: REFRESH_FAILED_MESSAGE });
    expect(tokens.value).toBeNull();
    expect(asked).toBe(1);
  });

  it("a call that fails after another call's refresh finished is resent with the new token, without a second refresh", async () => {
    let refreshes = 0;
    handler = (req, res) => {
      if (req.url === '/api/user/refreshToken') {
        refreshes += 1;
        send(res, { code: 200, message: 'ok', data: { token: `t${refreshes + 1}` } });
      } else if (req.url === '/api/slow' && req.headers.authorization === 'Bearer t1') {
        setTimeout(() => send(res, { code: 4003, message: 'expired', data: null }, 401), 80);
      } else if (req.headers.authorization === 'Bearer t2') send(res, { code: 200, message: 'ok', data: req.url });
      else send(res, { code: 4003, message: 'expired', data: null }, 401);
    };
    const api = client(memoryTokens('t1'));
    expect(await Promise.all([api.get('/slow', { auth: true }), api.get('/fast', { auth: true })])).toEqual(['/api/slow', '/api/fast']);
    expect(refreshes).toBe(1);
  });

  it('keeps the session when another tab refreshed first and left its new token in shared storage', async () => {
    handler = (req, res) => {
      if (req.url === '/api/user/refreshToken') send(res, { code: 4003, message: 'token already used', data: null }, 401);
      else if (req.headers.authorization === 'Bearer from-other-tab') send(res, { code: 200, message: 'ok', data: 'mine' });
      else send(res, { code: 4003, message: 'expired', data: null }, 401);
    };
    const tokens = Object.assign(memoryTokens('old'), { latest: () => 'from-other-tab' });
    let asked = 0;
    expect(
      await client(tokens, {
        onAuthRequired: () => {
          asked += 1;
        },
      }).get('/user/getInfo', { auth: true }),
    ).toBe('mine');
    expect(tokens.value).toBe('from-other-tab');
    expect(asked).toBe(0);
  });

  it('shows the shopper only what the server answered, never network or session internals', () => {
    expect(answeredMessage(new ApiError(429, 'Please wait 30 seconds before requesting another code'))).toBe(
      'Please wait 30 seconds before requesting another code',
    );
    expect(answeredMessage(new ApiError(0, 'Failed to fetch'))).toBe('');
    expect(answeredMessage(new ApiError(4001, NO_TOKEN_MESSAGE))).toBe('');
    expect(answeredMessage(new ApiError(4003, REFRESH_FAILED_MESSAGE))).toBe('');
    expect(answeredMessage(new TypeError('x is undefined'))).toBe('');
    // The API's words about the input's form (for developers) and server failures: the caller's translated words stand instead.
    expect(answeredMessage(new ApiError(400, 'num: Too big: expected number to be <=99', { invalid: 'num' }))).toBe('');
    expect(answeredMessage(new ApiError(503, 'The shop is briefly unavailable, please try again in a moment'))).toBe('');
    expect(answeredMessage(new ApiError(409, 'Only 3 left of Rose', null))).toBe('Only 3 left of Rose');
  });
});
