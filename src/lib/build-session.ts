/**
 * What one build remembers between its pages: the answers it asked (build-api.ts), the live site's
 * keys and the pages it is to render (page-reuse.ts). Kept on globalThis under one symbol because
 * the pages' bundle carries its own copies of these modules, and because a warm renderer
 * (scripts/renderer.ts) builds many times in one process: it starts each build with a fresh session.
 */
import type { Answer } from './build-api.ts';
import type { PreviousKeys } from './page-reuse.ts';

export interface BuildSession {
  /** Every call's answer, asked once per build. */
  answers: Map<string, Promise<Answer>>;
  /** What the last build of this process was answered, by call: asked again on condition it changed (build-api.ts). */
  known: Map<string, Answer>;
  /** The live site's pages with their keys and reads (read once, from BUILD_PREVIOUS_KEYS). */
  previous?: PreviousKeys;
  /** The digest of the build's settings (buildSettings in page-reuse.ts). */
  settings?: string;
  /** The props digest of each page to render, by its file: set by getStaticPaths, read by the render. */
  toRender: Map<string, string>;
}

const KEY = Symbol.for('mooli.buildSession');
const store = globalThis as { [KEY]?: BuildSession };

const fresh = (known = new Map<string, Answer>()): BuildSession => ({ answers: new Map(), known, toRender: new Map() });

/** This build's session. */
export const buildSession = (): BuildSession => (store[KEY] ??= fresh());

/**
 * Starts a new build's session: it asks every answer again, on condition that it changed since the
 * last build's (which it keeps for that). Answers the calls the last build made.
 */
export async function newBuildSession(): Promise<string[]> {
  const last = [...(store[KEY]?.answers ?? [])];
  const settled = await Promise.allSettled(last.map(([, answer]) => answer));
  const known = new Map(last.flatMap(([call], i) => (settled[i].status === 'fulfilled' ? [[call, settled[i].value] as const] : [])));
  store[KEY] = fresh(known);
  return last.map(([call]) => call);
}
