/** Builds the static storefront against a running API (SHOP_API_URL, default http://127.0.0.1:4321/api). */
import { buildStorefront } from './lib/astro-build.ts';

const apiUrl = process.env.SHOP_API_URL ?? 'http://127.0.0.1:4321/api';
try {
  await buildStorefront(apiUrl, { env: process.env });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
