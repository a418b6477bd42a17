import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/e2e/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4391);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry, so that a rare hiccup of the shared 2-core machine does not fail the run; `npm test`
  // still names every test that needed it (flaky) in its summary.
  retries: 1,
  reporter: [['list']],
  globalTeardown: './tests/e2e/teardown.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    // Shoppers who already accepted the consent bar; tests of the bar itself start without the cookie.
    storageState: {
      cookies: [
        { name: 'mooli_consent', value: '1', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
      ],
      origins: [],
    },
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `"${process.execPath}" tests/e2e/server.ts`,
    // Pages answer 503 until built; the home pages are served first, the shop page with the rest.
    url: `http://localhost:${port}/shop/`,
    // The shop is built before the server reports ready; a cold build takes a minute or two.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
