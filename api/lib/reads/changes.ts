import { AsyncLocalStorage } from 'node:async_hooks';
import type { EditorChange, Tag } from './tags.ts';

/** What the writes of one request (or background job) changed, gathered until it has committed. */
export interface ChangeSet {
  tags: Set<Tag>;
  editorChanges: EditorChange[];
}

/** Where a change set goes once its work is done: the instance's read cache. */
export interface ChangeSink {
  applyChanges(changes: ChangeSet): Promise<void>;
}

const scope = new AsyncLocalStorage<ChangeSet>();
/** Read caches of this process, for writes made outside any request (tests, tools in the process). */
const liveSinks = new Set<ChangeSink>();

export function registerSink(sink: ChangeSink): () => void {
  liveSinks.add(sink);
  return () => liveSinks.delete(sink);
}

const isEmpty = (c: ChangeSet) => c.tags.size === 0 && c.editorChanges.length === 0;

/**
 * Runs `work` gathering the changes its writes note, and hands them to `sink` when it settles.
 * Writes note their changes inside their transaction; the work returns after its transactions have
 * committed, so the cache is invalidated after the commit (never before, when a concurrent read
 * could cache the old rows again). A failed work's notes are applied too: invalidating what did not
 * change costs one miss, missing a change would serve it stale.
 */
export async function withChanges<T>(sink: ChangeSink, work: () => Promise<T>): Promise<T> {
  const changes: ChangeSet = { tags: new Set(), editorChanges: [] };
  try {
    return await scope.run(changes, work);
  } finally {
    if (!isEmpty(changes)) await sink.applyChanges(changes);
  }
}

/** Notes tags whose cached answers the current write makes stale. Outside a request: applied at once. */
export function noteTags(...tags: Tag[]): void {
  const current = scope.getStore();
  if (current) for (const t of tags) current.tags.add(t);
  else void applyEverywhere({ tags: new Set(tags), editorChanges: [] });
}

/** Notes an editor's recorded change (mapped to tags by `tagsOfEditorChanges` when applied). */
export function noteEditorChange(change: EditorChange): void {
  const current = scope.getStore();
  if (current) current.editorChanges.push(change);
  else void applyEverywhere({ tags: new Set(), editorChanges: [change] });
}

async function applyEverywhere(changes: ChangeSet) {
  await Promise.all([...liveSinks].map((s) => s.applyChanges(changes)));
}
