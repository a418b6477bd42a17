/**
 * Storefront analytics (spec §3): events are kept in memory and sent with navigator.sendBeacon, in
 * batches, when the page is hidden or left. Only with the shopper's consent: before they accept the
 * consent bar nothing is recorded at all (events of that moment are dropped, not held back); when
 * they accept, the page they are on is recorded as viewed and tracking starts.
 */
import { MAX_EVENTS_PER_BATCH, MAX_URL } from '../../api/modules/events/rules.ts';
import { CONSENT_EVENT, hasConsent } from './consent.ts';
import { getDeviceId, randomId } from './device.ts';
import { session, STORAGE_KEYS } from './storage.ts';

const ENDPOINT = `${import.meta.env.PUBLIC_API_BASE || '/api'}/event/save`;
/** Events kept at most between two sends; a page that records more only keeps the newest. */
const MAX_QUEUED = 200;

interface Extra {
  /** The event's subject: a product id, a search term, a checkout step. */
  sid1?: string | number;
  sid2?: string | number;
  /** Ids the event concerns together (the products of a search, of a cart). */
  list?: Array<string | number>;
}

const queue: object[] = [];

function sessionId(): string {
  const stored = session.get(STORAGE_KEYS.sessionId);
  if (stored && /^[A-Za-z0-9]{32}$/.test(stored)) return stored;
  const id = randomId();
  session.set(STORAGE_KEYS.sessionId, id);
  return id;
}

function platform(ua: string): string {
  if (/Android/i.test(ua)) return 'Android';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'iOS';
  if (/Windows/i.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/i.test(ua)) return 'macOS';
  if (/Linux|X11/i.test(ua)) return 'Linux';
  return 'Other';
}

function browser(ua: string): string {
  if (/Edg\//.test(ua)) return 'Edge';
  if (/OPR\//.test(ua)) return 'Opera';
  if (/Firefox\//.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  return 'Other';
}

/** The page's kind, e.g. "home", "shop", "products" (the first segment of its path without the locale). */
function pageName(): string {
  const path = document.documentElement.getAttribute('data-path') || location.pathname;
  return path.split('/')[1] || 'home';
}

const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/** Records one event (nothing without consent). Cheap: it only adds to a list in memory. */
export function track(eventType: string, extra: Extra = {}): void {
  if (typeof window === 'undefined' || !hasConsent()) return;
  const ua = navigator.userAgent;
  queue.push({
    device_id: getDeviceId(),
    session_id: sessionId(),
    page_name: pageName(),
    // Without the query: it can hold tokens (a confirmation link's).
    page_url: clip(location.origin + location.pathname, MAX_URL),
    referrer_url: clip(document.referrer, MAX_URL),
    platform: platform(ua),
    browser: browser(ua),
    event_type: eventType,
    sid1: clip(String(extra.sid1 ?? ''), 200),
    sid2: clip(String(extra.sid2 ?? ''), 200),
    list: (extra.list ?? []).slice(0, 50).map((v) => clip(String(v), 64)),
  });
  if (queue.length > MAX_QUEUED) queue.splice(0, queue.length - MAX_QUEUED);
}

/** Sends what is queued, in beacons of at most 50 events (a string body goes as text/plain, which the API reads as JSON). */
export function flushEvents(): void {
  while (queue.length > 0) {
    const events = queue.splice(0, MAX_EVENTS_PER_BATCH);
    if (!navigator.sendBeacon?.(ENDPOINT, JSON.stringify({ events }))) return;
  }
}

let started = false;

/** Called once per page (RootLayout): the page view, and sending when the page is hidden or left. */
export function startAnalytics(): void {
  if (started) return;
  started = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushEvents();
  });
  window.addEventListener('pagehide', flushEvents);
  if (hasConsent()) track('page_view');
  else window.addEventListener(CONSENT_EVENT, () => track('page_view'), { once: true });
}
