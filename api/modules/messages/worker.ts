import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { now } from '../../lib/clock.ts';
import { RecipientRefused, type Mailer } from '../../lib/mailer.ts';
import { metrics } from '../../lib/metrics.ts';
import type { App } from '../../lib/types.ts';
import { composeMail, loadMessage } from './compose.ts';

type OutboxRow = typeof outbox.$inferSelect;

/** A claimed message belongs to its worker this long: longer than nodemailer's timeouts together (10 + 10 + 20 s). */
const CLAIM_MS = 2 * 60_000;
/** Attempts before a message is given up (with the back-off below, about four hours of trying). */
export const MAX_ATTEMPTS = 8;
/** Waits after the first failed attempt, doubling each time, at most six hours. */
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 3_600_000;
const BATCH = 20;

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'BRAND_NAME' | 'SITE_URL'>;
  log: FastifyBaseLogger;
  now: () => Date;
}

export const retryDelayMs = (attempts: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

/**
 * Claims up to `limit` due messages for this worker: one statement that skips rows another worker
 * is claiming (FOR UPDATE SKIP LOCKED) and marks the rest claimed until `at + CLAIM_MS`, so two
 * instances never send the same message while a claim lasts. A worker that dies mid-send leaves
 * its claim to run out; the message is then sent again (with the same Message-ID).
 */
async function claim(db: Db, at: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        isNull(outbox.failedAt),
        lte(outbox.nextAttemptAt, at),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, at)),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ claimedUntil: new Date(at.getTime() + CLAIM_MS), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
}

const errorText = (error: unknown) =>
  (error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error)).slice(
    0,
    500,
  );

/** Sends one claimed message; on failure it waits for its next attempt, or is given up. */
async function deliver(deps: OutboxDeps, row: OutboxRow): Promise<'sent' | 'retry' | 'failed'> {
  const mine = and(eq(outbox.id, row.id), isNull(outbox.sentAt));
  try {
    const message = await loadMessage(deps.db, row);
    if (!message) throw new RecipientRefused(new Error('the shopper has no e-mail address'));
    await deps.mailer.send(composeMail(message, deps.config));
  } catch (error) {
    const given = error instanceof RecipientRefused || row.attempts >= MAX_ATTEMPTS;
    const at = deps.now();
    await deps.db
      .update(outbox)
      .set(
        given
          ? { failedAt: at, claimedUntil: null, lastError: errorText(error) }
          : { nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)), claimedUntil: null, lastError: errorText(error) },
      )
      .where(mine);
    deps.log[given ? 'error' : 'warn'](
      { err: error, outboxId: row.id, kind: row.kind, attempts: row.attempts },
      given ? 'an order e-mail was given up' : 'an order e-mail failed; it will be tried again',
    );
    return given ? 'failed' : 'retry';
  }
  await deps.db.update(outbox).set({ sentAt: deps.now(), claimedUntil: null, lastError: null }).where(mine);
  return 'sent';
}

/** Sends the messages that are due, a batch at a time, until none is left; returns what happened to them. */
export async function deliverOutbox(deps: OutboxDeps): Promise<{ sent: number; retry: number; failed: number }> {
  const done = { sent: 0, retry: 0, failed: 0 };
  for (;;) {
    const batch = await claim(deps.db, deps.now(), BATCH);
    for (const row of batch) {
      const result = await deliver(deps, row);
      done[result] += 1;
      metrics.emails.inc({ result });
    }
    if (batch.length < BATCH) return done;
  }
}

/** What operators see of the outbox: messages waiting (due or backing off) and messages given up. */
export async function outboxState(db: Db): Promise<{ waiting: number; failed: OutboxRow[] }> {
  const [{ waiting }] = await db
    .select({ waiting: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt)));
  const failed = await db.select().from(outbox).where(isNotNull(outbox.failedAt)).orderBy(asc(outbox.id));
  return { waiting, failed };
}

/** Puts given-up messages back in the queue (after an operator fixed what failed). */
export async function retryFailed(db: Db, ids: number[] | 'all'): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ failedAt: null, attempts: 0, nextAttemptAt: now(), lastError: null })
    .where(and(isNotNull(outbox.failedAt), isNull(outbox.sentAt), ids === 'all' ? undefined : inArray(outbox.id, ids)))
    .returning({ id: outbox.id });
  return rows.length;
}

/** Each instance sends the outbox every MAIL_OUTBOX_SECONDS (0: not at all, for tests that send by hand). */
export function registerOutboxWorker(app: App): void {
  const seconds = app.config.MAIL_OUTBOX_SECONDS;
  if (seconds === 0) return;
  const deps: OutboxDeps = { db: app.db, mailer: app.mailer, config: app.config, log: app.log, now };
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const done = await deliverOutbox(deps);
      if (done.sent || done.retry || done.failed) app.log.info(done, 'order e-mails');
    } catch (err) {
      app.log.warn({ err }, 'sending order e-mails failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
