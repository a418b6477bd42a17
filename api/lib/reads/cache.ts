import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { databaseUnreachable } from '../database-errors.ts';
import { registerSink, type ChangeSet, type ChangeSink } from './changes.ts';
import { SharedReads, type StoredAnswer } from './shared.ts';
import { Tag, tagKind, tagsOfEditorChanges } from './tags.ts';

export interface ReadCacheOptions {
  /** Memory for answers in this instance, in MiB; 0 turns the cache off. */
  megabytes: number;
  /** A bound on how long an answer lives (in memory and in Redis), in case a change came from outside the API. */
  ttlSeconds: number;
  redisUrl?: string;
  redisPrefix: string;
}

/** Local invalidation marks kept before the oldest are folded into one floor. */
const MAX_MARKS = 50_000;
/**
 * While Redis is away an answer is kept in this instance's memory for this long only: other
 * instances' invalidations cannot reach it meanwhile (and every local copy is dropped when Redis
 * answers again, see SharedReads).
 */
export const REDIS_AWAY_TTL_MS = 10_000;
/** How old a last answer may be to stand in for one the database cannot give (stale on error). */
export const STALE_FOR_MS = 10 * 60_000;

/** An answer as kept in memory: the envelope's JSON already encoded (a hit writes these bytes as they are). */
interface KeptAnswer {
  body: Buffer;
  tags: string[];
  /** A part of answers (`keepParts`), not an answer: never served stale in an outage. */
  part?: true;
}

const bytesOf = (json: string | Buffer) => (typeof json === 'string' ? Buffer.from(json, 'utf8') : json);
const keptOf = (answer: StoredAnswer): KeptAnswer => ({ body: bytesOf(answer.json), tags: answer.tags });

/**
 * The catalogue's read cache: serialized answers (the envelope's JSON as UTF-8 bytes, sent as is on
 * a hit: no encoding and no length to count per request) in an in-memory LRU bounded by size, and
 * with REDIS_URL a shared layer in Redis (miss in memory → Redis → compute; a computed answer goes
 * to both). Answers carry tags (./tags.ts); `invalidate` drops
 * every answer carrying one of the tags here, in Redis and in the other instances.
 *
 * When the layers it rests on fail: while Redis is away, answers are kept in this instance's memory
 * for REDIS_AWAY_TTL_MS only; while the database is out of reach, a miss is answered with the last
 * answer given for its key, if it left memory within the last STALE_FOR_MS (stale on error).
 *
 * Against the race "computed from rows read before a commit, stored after that commit's
 * invalidation", a computation notes the generation it started at and its answer is stored only if
 * none of its tags was invalidated since (here, and through the epoch in Redis).
 */
export class ReadCache implements ChangeSink {
  readonly enabled: boolean;
  private readonly memory: LRUCache<string, KeptAnswer> | null;
  /**
   * The last answer given per key, from when it left `memory` (or was given without being kept):
   * served only when the database is out of reach.
   */
  private readonly lastGood: LRUCache<string, Buffer> | null;
  private readonly byTag = new Map<string, Set<string>>();
  private readonly shared: SharedReads | null;
  private readonly unregister: () => void;
  /** Moves on at every local invalidation. */
  private generation = 0;
  /** The generation at which each tag was last invalidated; tags not in it count as invalidated at `floor`. */
  private readonly marks = new Map<string, number>();
  private floor = 0;
  /** Computations under way, joined by requests for the same answer that start before any invalidation. */
  private readonly inflight = new Map<string, { generation: number; answer: Promise<Buffer> }>();
  readonly stats = { hits: 0, sharedHits: 0, misses: 0, refused: 0, dropped: 0, stale: 0, evicted: 0 };

  private readonly db: Db;
  private readonly log: FastifyBaseLogger;

  constructor(db: Db, opts: ReadCacheOptions, log: FastifyBaseLogger) {
    this.db = db;
    this.log = log;
    this.enabled = opts.megabytes > 0;
    this.memory = this.enabled
      ? new LRUCache<string, KeptAnswer>({
          maxSize: opts.megabytes * 1024 * 1024,
          // The key is a UTF-16 string; each tag costs about 64 bytes in the entry and the tag index.
          sizeCalculation: (a, key) => a.body.length + 2 * key.length + 64 * a.tags.length,
          ttl: opts.ttlSeconds * 1000,
          // An answer leaving memory (invalidated, evicted, expired) is the last one given for its key.
          dispose: (answer, key, reason) => {
            if (reason === 'evict') this.stats.evicted += 1;
            this.unindex(key, answer.tags);
            if (!answer.part) this.lastGood?.set(key, answer.body);
          },
        })
      : null;
    this.lastGood = this.enabled
      ? new LRUCache<string, Buffer>({
          maxSize: Math.max(1, Math.floor((opts.megabytes * 1024 * 1024) / 4)),
          sizeCalculation: (body, key) => body.length + 2 * key.length,
          ttl: STALE_FOR_MS,
        })
      : null;
    this.shared =
      this.enabled && opts.redisUrl
        ? new SharedReads(opts.redisUrl, opts.redisPrefix, opts.ttlSeconds, (tags) => this.dropLocal(tags), log)
        : null;
    this.unregister = registerSink(this);
  }

  /** What the cache holds now; every part is bounded (answers and last answers by size, marks by MAX_MARKS). */
  footprint() {
    return {
      entries: this.memory?.size ?? 0,
      bytes: this.memory?.calculatedSize ?? 0,
      lastBytes: this.lastGood?.calculatedSize ?? 0,
      indexedTags: this.byTag.size,
      marks: this.marks.size,
    };
  }

  /** The kinds of tag the answers held now carry (`product` for `product:12`). */
  tagKinds(): string[] {
    return [...new Set([...this.byTag.keys()].map(tagKind))].sort();
  }

  async start(): Promise<void> {
    await this.shared?.start();
  }

  /** The answer in memory, if any: the hot path, no promise involved. */
  peek(key: string): Buffer | undefined {
    const answer = this.memory?.get(key);
    if (answer === undefined) return undefined;
    this.stats.hits += 1;
    return answer.body;
  }

  /** Where the cache is now, for `keepParts`: to be taken before reading the rows the parts are made of. */
  get mark(): number {
    return this.generation;
  }

  /** A part kept by `keepParts` (not counted as a hit: no answer is given from it alone). */
  part(key: string): Buffer | undefined {
    return this.memory?.get(key)?.body;
  }

  /**
   * Keeps parts that answers are assembled from (one product's page of the build's bulk product
   * pages), in this instance's memory only: dropped with their tags like answers, and refused if one
   * of their tags was invalidated since `mark`. Other instances' invalidations reach them through
   * Redis; while its subscription is down they live REDIS_AWAY_TTL_MS only.
   */
  keepParts(parts: Array<{ key: string; body: Buffer; tags: Tag[] }>, mark: number): void {
    if (!this.memory) return;
    const ttl = this.shared && !this.shared.listening ? REDIS_AWAY_TTL_MS : undefined;
    for (const { key, body, tags } of parts) this.keep(key, { body, tags: [...tags, Tag.all], part: true }, mark, ttl);
  }

  /**
   * The answer for `key` from Redis, or computed by `compute` (which gives its JSON and tags) and
   * stored. Concurrent requests for one key share one computation, unless an invalidation came
   * between their starts.
   */
  async fill(key: string, compute: () => Promise<StoredAnswer>): Promise<Buffer> {
    if (!this.memory) return bytesOf((await compute()).json);
    const running = this.inflight.get(key);
    if (running && running.generation === this.generation) return running.answer;
    const generation = this.generation;
    const answer = this.load(key, generation, compute);
    this.inflight.set(key, { generation, answer });
    try {
      return await answer;
    } finally {
      if (this.inflight.get(key)?.answer === answer) this.inflight.delete(key);
    }
  }

  private async load(key: string, generation: number, compute: () => Promise<StoredAnswer>): Promise<Buffer> {
    let epoch: number | null = null;
    let redisAway = false;
    if (this.shared) {
      try {
        const found = await this.shared.lookup(key);
        if (found.hit) {
          this.stats.sharedHits += 1;
          return this.keep(key, keptOf(found.hit), generation);
        }
        epoch = found.epoch;
      } catch (err) {
        // Kept in memory for a short while; the client logs once that Redis is away.
        this.log.debug({ err }, 'read cache: Redis lookup failed; keeping the answer in memory briefly');
        redisAway = true;
      }
    }
    this.stats.misses += 1;
    let answer: StoredAnswer;
    try {
      answer = await compute();
    } catch (error) {
      const stale = databaseUnreachable(error) ? this.lastGood!.get(key) : undefined;
      if (stale === undefined) throw error;
      this.stats.stale += 1;
      return stale;
    }
    answer.tags.push(Tag.all);
    if (redisAway) return this.keep(key, keptOf(answer), generation, REDIS_AWAY_TTL_MS);
    if (this.shared) {
      // Without Redis's word on the epoch, nothing is kept: other instances could not invalidate it.
      const stored = epoch !== null && (await this.shared.store(key, answer, epoch).catch(() => false));
      if (!stored) {
        this.stats.refused += 1;
        const body = bytesOf(answer.json);
        this.lastGood!.set(key, body);
        return body;
      }
    }
    return this.keep(key, keptOf(answer), generation);
  }

  /** Keeps an answer in memory unless one of its tags was invalidated after `generation`; gives its bytes. */
  private keep(key: string, answer: KeptAnswer, generation: number, ttl?: number): Buffer {
    const stale = generation < this.floor || answer.tags.some((t) => (this.marks.get(t) ?? 0) > generation);
    if (stale) {
      this.stats.refused += 1;
      if (!answer.part) this.lastGood!.set(key, answer.body);
      return answer.body;
    }
    this.memory!.set(key, answer, ttl === undefined ? undefined : { ttl });
    for (const tag of answer.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return answer.body;
  }

  private unindex(key: string, tags: string[]) {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  /** Drops this instance's answers carrying any of `tags` (null: all of them). */
  private dropLocal(tags: string[] | null) {
    if (!this.memory) return;
    this.generation += 1;
    if (tags === null || tags.includes(Tag.all)) {
      this.floor = this.generation;
      this.marks.clear();
      this.stats.dropped += this.memory.size;
      this.memory.clear();
      return;
    }
    if (this.marks.size + tags.length > MAX_MARKS) {
      this.floor = this.generation;
      this.marks.clear();
    }
    for (const tag of tags) {
      this.marks.set(tag, this.generation);
      for (const key of [...(this.byTag.get(tag) ?? [])]) {
        this.stats.dropped += 1;
        this.memory.delete(key);
      }
    }
  }

  /** Invalidates `tags` everywhere: this instance at once, then Redis and the other instances. */
  async invalidate(tags: string[]): Promise<void> {
    if (!this.memory || tags.length === 0) return;
    this.dropLocal(tags);
    if (!this.shared) return;
    try {
      await this.shared.invalidate(tags);
    } catch (err) {
      this.log.error({ err, tags }, 'read cache: Redis invalidation failed; other instances may answer stale until their entries expire');
    }
  }

  async applyChanges(changes: ChangeSet): Promise<void> {
    if (!this.memory) return;
    // Tags known now are dropped locally before anything awaits, so the very next request misses.
    const direct = [...changes.tags];
    if (direct.length) this.dropLocal(direct);
    const edited = changes.editorChanges.length ? await tagsOfEditorChanges(this.db, changes.editorChanges) : [];
    await this.invalidate([...new Set([...direct, ...edited])]);
  }

  async close(): Promise<void> {
    this.unregister();
    this.memory?.clear();
    this.lastGood?.clear();
    await this.shared?.close();
  }
}
