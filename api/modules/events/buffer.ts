import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';
import type { AnalyticsEvent } from './schema.ts';

type Row = typeof analyticsEvents.$inferInsert;

/** Rows per INSERT: 13 columns each stays far below PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 1000;

/**
 * Analytics events wait here and are written together: one multi-row INSERT per flush (every second,
 * and when the app closes) instead of one per request. The buffer is bounded: when it is full, new
 * events are dropped and counted, and the count is logged at the next flush, so a flood or a slow
 * database costs memory up to `max` rows and no more. Events in memory are lost if the process dies:
 * acceptable for analytics, not for orders.
 */
export class EventBuffer {
  private rows: Row[] = [];
  private droppedSinceLog = 0;
  private writing: Promise<void> = Promise.resolve();
  /** Events dropped since start (full buffer or a failed write). */
  dropped = 0;

  private readonly db: Db;
  private readonly log: FastifyBaseLogger;
  private readonly max: number;

  constructor(db: Db, log: FastifyBaseLogger, max: number) {
    this.db = db;
    this.log = log;
    this.max = max;
  }

  /** Buffers what fits; returns how many events were taken. */
  add(events: AnalyticsEvent[], receivedAt: Date): number {
    const room = Math.max(0, this.max - this.rows.length);
    const taken = events.slice(0, room);
    taken.forEach((e, seq) => this.rows.push(rowOf(e, seq, receivedAt)));
    this.countDropped(events.length - taken.length);
    return taken.length;
  }

  get size(): number {
    return this.rows.length;
  }

  /** Writes everything buffered so far; flushes run one after another, never in parallel. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  private async write(): Promise<void> {
    if (this.droppedSinceLog > 0) {
      this.log.warn({ dropped: this.droppedSinceLog, total: this.dropped }, 'analytics events dropped: the buffer was full');
      this.droppedSinceLog = 0;
    }
    const batch = this.rows;
    if (batch.length === 0) return;
    this.rows = [];
    for (let i = 0; i < batch.length; i += ROWS_PER_INSERT) {
      const chunk = batch.slice(i, i + ROWS_PER_INSERT);
      try {
        await this.db.insert(analyticsEvents).values(chunk);
      } catch (err) {
        // Retrying could grow without bound while the database is down: the chunk is dropped and counted.
        this.dropped += chunk.length;
        this.log.error({ err, lost: chunk.length }, 'writing analytics events failed');
      }
    }
  }

  private countDropped(n: number) {
    this.dropped += n;
    this.droppedSinceLog += n;
  }
}

function rowOf(e: AnalyticsEvent, seq: number, receivedAt: Date): Row {
  return {
    deviceId: e.device_id,
    sessionId: e.session_id,
    eventType: e.event_type,
    pageName: e.page_name,
    pageUrl: e.page_url,
    referrerUrl: e.referrer_url,
    platform: e.platform,
    browser: e.browser,
    sid1: e.sid1,
    sid2: e.sid2,
    list: e.list,
    seq,
    receivedAt,
  };
}
