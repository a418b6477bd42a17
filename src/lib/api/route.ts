import type { Call, InputPlace } from '../../../api/lib/contract.ts';

/**
 * What a client needs of a call at run time (zod stays on the server): method, path, auth and where
 * the input goes. The contract rides along as a type, so inputs and answers are checked against it,
 * and a route whose method, path or auth differs from its contract does not type-check.
 */
export interface Route<C extends Call> {
  method: C['method'];
  path: C['path'];
  auth: C['auth'];
  input: InputPlace<C>;
  /** Never set: carries the contract's type. */
  readonly contract?: C;
}

export const route = <C extends Call>(r: Route<C>): Route<C> => r;

/** Splits a call's input into its path (`:name` filled from the same-named fields) and the rest. */
export function pathAndRest(path: string, input: Record<string, unknown> | undefined): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}
