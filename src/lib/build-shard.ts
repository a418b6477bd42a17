/**
 * A build may run as several `astro build` processes side by side, one per core (see
 * scripts/lib/astro-build.ts): BUILD_SHARD="i/n" makes this one render the pages whose position
 * is i modulo n. Item pages go by a hash of their item's id and locale (api/modules/build/shards.ts),
 * so the edits of one product, or of one locale's pages, are spread over the processes.
 */
const [index, count] = (globalThis.process?.env.BUILD_SHARD ?? '0/1').split('/').map(Number);

/** This process's share: the API answers the bulk reads for it only (GET /build/product-pages?shard=&shards=). */
export const shard = { shard: index, shards: count };

export const inShard = (position: number) => position % count === index;
