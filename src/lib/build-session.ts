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
  /** The live site's pages with their keys and reads (read once, from BUILD_PREVIOUS_KEYS). */
  previous?: PreviousKeys;
  /** The digest of the build's settings (buildSettings in page-reuse.ts). */
  settings?: string;
  /** The props digest of each page to render, by its file: set by getStaticPaths, read by the render. */
  toRender: Map<string, string>;
}

const KEY = Symbol.for('mooli.buildSession');
const store = globalThis as { [KEY]?: BuildSession };

const fresh = (): BuildSession => ({ answers: new Map(), toRender: new Map() });

/** This build's session. */
export const buildSession = (): BuildSession => (store[KEY] ??= fresh());

/** Forgets everything the last build learnt: the next one asks every answer again. Answers the calls the last build made. */
export function newBuildSession(): string[] {
  const asked = [...(store[KEY]?.answers.keys() ?? [])];
  store[KEY] = fresh();
  return asked;
}
