import { z } from 'zod';
import { text } from '../../lib/fields.ts';
import { CLIENT_ID_PATTERN, EVENT_TYPE_PATTERN, MAX_EVENTS_PER_BATCH, MAX_ID, MAX_LIST, MAX_URL } from './rules.ts';

/** One analytics event (spec §3); every field is bounded. */
export const AnalyticsEvent = z.strictObject({
  device_id: text().regex(CLIENT_ID_PATTERN, 'must be 32 letters and digits'),
  session_id: text().regex(CLIENT_ID_PATTERN, 'must be 32 letters and digits'),
  page_name: text().max(100),
  page_url: text().max(MAX_URL),
  referrer_url: text().max(MAX_URL).default(''),
  platform: text().max(40),
  browser: text().max(40),
  event_type: text().regex(EVENT_TYPE_PATTERN, 'must be a lower-case name'),
  /** The event's subject, e.g. a product id or a search term, and a second one (a SKU id, a step). */
  sid1: text().max(200).default(''),
  sid2: text().max(200).default(''),
  /** Ids the event concerns together, e.g. the products of a search result or a checkout. */
  list: z.array(text().max(MAX_ID)).max(MAX_LIST).default([]),
});
export type AnalyticsEvent = z.output<typeof AnalyticsEvent>;

/** One event, or `{ events: [...] }` with up to 50: a single event is taken as a batch of one. */
export const EventBody = z.preprocess(
  (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) && !('events' in v) ? { events: [v] } : v),
  z.strictObject({ events: z.array(AnalyticsEvent).min(1).max(MAX_EVENTS_PER_BATCH) }),
);
export type EventBody = z.output<typeof EventBody>;
