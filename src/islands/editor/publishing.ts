import type { Publish } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';

/** A publish still on its way: the Publish button waits and the panel polls. */
export const isActive = (p: Publish) => p.status === 'queued' || p.status === 'building';

/**
 * When the live site was last built from the database: the start of the newest publish that
 * succeeded (a change saved after its build started may not be in it). Null when none has.
 */
export function lastPublishedAt(list: Publish[]): Date | null {
  const done = list.find((p) => p.status === 'succeeded');
  const at = done?.started_at ?? done?.finished_at ?? done?.requested_at;
  return at ? new Date(at) : null;
}

/** Seconds a publish took, or has taken so far while building. */
export function elapsedSeconds(p: Publish, now: number): number | null {
  if (p.seconds !== null) return Math.round(p.seconds);
  if (!p.started_at) return null;
  return Math.max(0, Math.round((now - Date.parse(p.started_at)) / 1000));
}

/** Who asked for a publish: an editor's e-mail as it is; the server's own first build and the webhook in the editor's language. */
export function requester(t: T, requestedBy: string): string {
  if (requestedBy === 'startup') return t('editor.requestedByStartup');
  if (requestedBy === 'webhook') return t('editor.requestedByWebhook');
  return requestedBy;
}
