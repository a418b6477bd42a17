import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig, type Config } from '../../api/config.ts';
import { askTools, toolsSocketPath, type ToolAnswer } from '../../api/tools/client.ts';
import { embeddedHolder } from '../../api/tools/embedded-holder.ts';
import type { ToolName } from '../../api/tools/registry.ts';

/**
 * Runs an operator tool (`npm run <name> -- …`) and prints its answer: through the shop running on
 * this data folder when there is one (the embedded database allows one process, and the running
 * shop's caches hear of the change), else on the database directly.
 */
export async function runTool(name: ToolName, args = process.argv.slice(2)): Promise<void> {
  const config = loadConfig();
  const answer = (await askRunningShop(config, { tool: name, args })) ?? (await runHere(name, args));
  if (answer.ok) {
    if (answer.output) console.log(answer.output);
  } else {
    console.error(answer.output);
    process.exitCode = 1;
  }
}

/** How long a tool waits for a shop that is starting on the embedded database (migrating, seeding) to serve it. */
const WAIT_FOR_SHOP_MS = 180_000;

/**
 * The running shop's answer, or null when none runs on this data folder. A shop still starting on the
 * embedded database is waited for: opening that database beside it would corrupt it.
 */
async function askRunningShop(config: Config, ask: { tool: ToolName; args: string[] }): Promise<ToolAnswer | null> {
  const socket = toolsSocketPath(config);
  const deadline = Date.now() + WAIT_FOR_SHOP_MS;
  for (let waited = false; ; waited = true) {
    const answer = await askTools(socket, ask).catch(() => null);
    if (answer) return answer;
    const holder = config.DATABASE_URL ? null : embeddedHolder(config);
    if (holder === null) return null;
    if (Date.now() > deadline) {
      return {
        ok: false,
        output: `the shop (pid ${holder}) holds the embedded database but does not answer on ${socket}; try again when it is ready`,
      };
    }
    if (!waited) console.error(`waiting for the shop (pid ${holder}) to finish starting…`);
    await sleep(250);
  }
}

/** No shop runs on this data folder: the tool opens the database itself (loaded only then). */
async function runHere(name: ToolName, args: string[]): Promise<ToolAnswer> {
  const [{ buildApp }, { openDatabase }, { now }, { pgliteDir }, { TOOLS }] = await Promise.all([
    import('../../api/app.ts'),
    import('../../api/db/client.ts'),
    import('../../api/lib/clock.ts'),
    import('../../api/lib/paths.ts'),
    import('../../api/tools/registry.ts'),
  ]);
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: pgliteDir(config) });
  try {
    await database.migrate();
    const output = await TOOLS[name](
      {
        db: database.db,
        now,
        async withApp(work) {
          // The app brings the configured PayPal client (or the sandbox emulator on the same database).
          const app = await buildApp({ config, database, logger: false });
          await app.ready();
          try {
            return await work(app);
          } finally {
            await app.close();
          }
        },
      },
      args,
    );
    return { ok: true, output };
  } catch (error) {
    return { ok: false, output: error instanceof Error ? error.message : String(error) };
  } finally {
    await database.close();
  }
}
