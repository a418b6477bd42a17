import { defineMachine } from '../../lib/state-machine.ts';

/**
 * A chunked upload: open while parts arrive; assembling while exactly one request joins, checks and
 * stores the file; done with its url. A failed assembly deletes the row (the client starts over).
 */
export const chunkUploadMachine = defineMachine({
  name: 'chunk upload',
  states: ['open', 'assembling', 'done'],
  moves: { open: ['assembling'], assembling: ['done'], done: [] },
});
export type ChunkUploadState = (typeof chunkUploadMachine.states)[number];
