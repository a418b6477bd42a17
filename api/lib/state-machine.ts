import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * A state machine kept as data: the allowed moves, next to the table whose status column a
 * database CHECK constraint limits to the same states. Chunked uploads use one; orders and
 * after-sales requests, whose moves have effects, are processes (./process.ts).
 */
export interface Machine<S extends string> {
  name: string;
  states: readonly S[];
  /** from → the states it may move to. */
  moves: { readonly [F in S]: readonly S[] };
}

export const defineMachine = <const S extends string>(m: Machine<S>): Machine<S> => m;

export const canMove = <S extends string>(m: Machine<S>, from: S, to: S): boolean => m.moves[from].includes(to);

interface Target {
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
}

/**
 * Moves one row from `from` to `to`: a single `UPDATE … WHERE id = ? AND status = from`, so of two
 * racing moves exactly one wins. Returns false when the row was not in `from` (the caller decides
 * whether that is a conflict); throws for a move the machine does not allow.
 * `set` writes other columns in the same statement.
 */
export async function transition<S extends string>(
  db: Db,
  machine: Machine<S>,
  target: Target,
  id: number,
  from: S,
  to: S,
  set: Record<string, unknown> = {},
): Promise<boolean> {
  if (!canMove(machine, from, to)) throw new Error(`${machine.name}: ${from} → ${to} is not an allowed move`);
  const statusKey = Object.entries(target.table).find(([, col]) => col === target.status)?.[0];
  if (!statusKey) throw new Error(`${machine.name}: the status column is not a column of its table`);
  const moved = await db
    .update(target.table)
    .set({ ...set, [statusKey]: to })
    .where(and(eq(target.id, id), eq(target.status, from)) as SQL)
    .returning({ id: target.id });
  return moved.length === 1;
}

/** The SQL of the CHECK constraint that keeps a status column within the machine's states. */
export const statesCheck = (machine: { states: readonly string[] }, column: string) =>
  `${column} IN (${machine.states.map((s) => `'${s}'`).join(', ')})`;
