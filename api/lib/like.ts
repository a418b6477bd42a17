/** An ILIKE pattern matching `q` anywhere, its own `%`, `_` and `\` taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
