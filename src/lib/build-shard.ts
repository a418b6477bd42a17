/**
 * A build may run as several `astro build` processes side by side, one per core (see
 * scripts/lib/astro-build.ts): BUILD_SHARD="i/n" makes this one render the pages whose position
 * is i modulo n. Positions come from stable facts (a product's id, a locale's index), so a page
 * stays in its process, and in that process's incremental cache, from one build to the next.
 */
const [index, count] = (globalThis.process?.env.BUILD_SHARD ?? '0/1').split('/').map(Number);

/** This process's share: the API answers the bulk reads for it only (GET /build/product-pages?shard=&shards=). */
export const shard = { shard: index, shards: count };

export const inShard = (position: number) => position % count === index;
