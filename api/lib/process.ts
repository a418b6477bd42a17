/**
 * A process kept as data: its states and its named moves. Each move says which states it leaves
 * from, the state it reaches, the effects that go with it (run in the move's transaction, in the
 * order listed) and the message it sends. The runner of each process (orders, after-sales) is the
 * only code that changes its status column; the storefront reads the same definitions, so this
 * file imports nothing.
 */
export interface MoveDef<S extends string, E extends string, K extends string> {
  /** The states the move leaves from; empty for the move that creates the row. */
  readonly from: readonly S[];
  readonly to: S;
  readonly effects: readonly E[];
  readonly message?: K;
}

export interface Process<S extends string, M extends string, E extends string, K extends string> {
  readonly name: string;
  readonly states: readonly S[];
  readonly moves: { readonly [m in M]: MoveDef<S, E, K> };
}

export const defineProcess = <const S extends string, const M extends string, const E extends string, const K extends string = never>(
  p: Process<S, M, E, K>,
): Process<S, M, E, K> => p;

/** Whether `move` may start from `state`. */
export const canMake = <S extends string, M extends string>(p: Process<S, M, string, string>, move: M, state: S): boolean =>
  (p.moves[move].from as readonly S[]).includes(state);

/** The moves that reach `to` from `from` (operators name the state they want). */
export const movesBetween = <S extends string, M extends string>(p: Process<S, M, string, string>, from: S, to: S): M[] =>
  (Object.keys(p.moves) as M[]).filter((m) => p.moves[m].to === to && canMake(p, m, from));

/** The states with no move out of them. */
export const finalStates = <S extends string>(p: Process<S, string, string, string>): S[] =>
  p.states.filter((s) => !Object.values<MoveDef<S, string, string>>(p.moves).some((m) => m.from.includes(s)));
