import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { analyticsEvents } from '../../api/db/schema/index.ts';
import { EventBuffer } from '../../api/modules/events/buffer.ts';
import { AnalyticsEvent } from '../../api/modules/events/schema.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx?.close();
});

let ipCounter = 1;
const DEVICE = 'a'.repeat(16) + 'B1'.repeat(8);
const SESSION = 'Z9'.repeat(16);
const event = (event_type: string, extra: Record<string, unknown> = {}) => ({
  device_id: DEVICE,
  session_id: SESSION,
  page_name: 'product',
  page_url: 'http://localhost:4321/products/rose',
  referrer_url: 'http://localhost:4321/',
  platform: 'Linux',
  browser: 'Chrome',
  event_type,
  sid1: '12',
  sid2: '',
  list: ['12', '13'],
  ...extra,
});
const save = (payload: unknown, contentType = 'application/json') =>
  call(ctx.app, 'POST', '/api/event/save', {
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': contentType, 'x-forwarded-for': `198.51.100.${ipCounter++}` },
  });
const stored = () => ctx.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));

describe('POST /event/save', () => {
  it('buffers events and writes them at the next flush, in the order they came', async () => {
    const before = (await stored()).length;
    expect(await save(event('page_view'))).toMatchObject({ status: 200, code: 200, data: null });
    expect(await save({ events: [event('view_product'), event('add_to_cart', { sid2: '7' })] })).toMatchObject({ status: 200, code: 200 });
    // Written at the next flush (every second, or on shutdown); awaiting one makes it now.
    await ctx.app.eventBuffer.flush();
    const rows = (await stored()).slice(before);
    expect(rows.map((r) => r.eventType)).toEqual(['page_view', 'view_product', 'add_to_cart']);
    expect(rows[2]).toMatchObject({ deviceId: DEVICE, sessionId: SESSION, pageName: 'product', sid1: '12', sid2: '7', list: ['12', '13'] });
  });

  it('takes the text/plain body navigator.sendBeacon sends', async () => {
    const before = (await stored()).length;
    expect((await save(JSON.stringify({ events: [event('search', { sid1: 'rose' })] }), 'text/plain;charset=UTF-8')).code).toBe(200);
    await ctx.app.eventBuffer.flush();
    expect((await stored()).slice(before).map((r) => r.sid1)).toEqual(['rose']);
  });

  it.each([
    ['a short device id', event('page_view', { device_id: 'abc' })],
    ['an unknown field', event('page_view', { secret: 1 })],
    ['an odd event type', event('DROP TABLE')],
    ['an overlong page url', event('page_view', { page_url: 'x'.repeat(1001) })],
    ['an empty batch', { events: [] }],
    ['more than 50 events', { events: Array.from({ length: 51 }, () => event('page_view')) }],
    ['a list of objects', event('page_view', { list: [{ id: 1 }] })],
  ])('refuses %s with a 400 envelope and stores nothing', async (_, payload) => {
    await ctx.app.eventBuffer.flush();
    const before = (await stored()).length;
    const res = await save(payload);
    expect(res).toMatchObject({ status: 400, code: 400 });
    await ctx.app.eventBuffer.flush();
    expect((await stored()).length).toBe(before);
  });

  it('refuses broken text/plain bodies and bodies over 64 KiB', async () => {
    expect((await save('{"events": [', 'text/plain')).status).toBe(400);
    expect((await save('', 'text/plain')).status).toBe(400);
    const huge = JSON.stringify({ events: [event('page_view', { sid1: 'x'.repeat(70_000) })] });
    expect(await save(huge, 'text/plain')).toMatchObject({ status: 413, code: 413 });
  });

  it('drops and counts what does not fit in a full buffer instead of growing', async () => {
    // A buffer of its own, without the app's timer, so nothing flushes it between the steps.
    const buffer = new EventBuffer(ctx.db, ctx.app.log, 3);
    const parsed = (n: number) => Array.from({ length: n }, () => AnalyticsEvent.parse(event('bounded')));
    expect(buffer.add(parsed(2), new Date())).toBe(2);
    expect(buffer.add(parsed(2), new Date())).toBe(1);
    expect(buffer.size).toBe(3);
    expect(buffer.dropped).toBe(1);
    await buffer.flush();
    expect(await ctx.db.select().from(analyticsEvents).where(eq(analyticsEvents.eventType, 'bounded'))).toHaveLength(3);
    // Emptied by the flush: room again.
    expect(buffer.add(parsed(1), new Date())).toBe(1);
  });

  it('writes what is still buffered when the app closes', async () => {
    const closing = await createTestContext({ seed: false });
    const db = closing.database;
    try {
      await call(closing.app, 'POST', '/api/event/save', { body: event('page_view') });
      await closing.app.close();
      expect(await db.db.select().from(analyticsEvents)).toHaveLength(1);
    } finally {
      await closing.close();
    }
  });

  it('limits each client IP to EVENT_REQUESTS_PER_MINUTE', async () => {
    const limited = await createTestContext({ seed: false, env: { EVENT_REQUESTS_PER_MINUTE: '2' } });
    try {
      const send = () =>
        call(limited.app, 'POST', '/api/event/save', { body: event('page_view'), headers: { 'x-forwarded-for': '203.0.113.5' } });
      expect((await send()).code).toBe(200);
      expect((await send()).code).toBe(200);
      expect(await send()).toMatchObject({ status: 429, code: 429 });
    } finally {
      await limited.close();
    }
  });
});
