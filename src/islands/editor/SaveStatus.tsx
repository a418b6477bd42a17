import type { T } from '../../lib/t.ts';

/** Where a form's save stands: what its status line says, and the error shown beside it. */
export type SaveState = { kind: 'idle' | 'busy' | 'ok' | 'error' | 'same'; text?: string };

const LINES: Partial<Record<SaveState['kind'], string>> = { busy: 'editor.saving', ok: 'editor.saved', same: 'editor.nothingChanged' };

/** The status line of a save (read out by screen readers) and its error, if any. */
export function SaveStatus({ status, t }: { status: SaveState; t: T }) {
  const line = LINES[status.kind];
  return (
    <>
      <span className="ed-status" role="status">
        {line ? t(line) : ''}
      </span>
      {status.kind === 'error' && (
        <span className="error-text" role="alert">
          {status.text}
        </span>
      )}
    </>
  );
}
