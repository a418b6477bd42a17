/** Runs the API alone (no storefront), e.g. behind a CDN that serves the static build. */
import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './server.ts';

try {
  const config = loadConfig();
  const server = await startServer(config);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
