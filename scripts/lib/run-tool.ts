import { loadConfig } from '../../api/config.ts';
import { askTools, toolsSocketPath, type ToolAnswer } from '../../api/tools/client.ts';
import type { ToolName } from '../../api/tools/registry.ts';

/**
 * Runs an operator tool (`npm run <name> -- …`) and prints its answer: through the shop running on
 * this data folder when there is one (the embedded database allows one process, and the running
 * shop's caches hear of the change), else on the database directly.
 */
export async function runTool(name: ToolName, args = process.argv.slice(2)): Promise<void> {
  const config = loadConfig();
  const answer = (await askTools(toolsSocketPath(config), { tool: name, args }).catch(() => null)) ?? (await runHere(name, args));
  if (answer.ok) {
    if (answer.output) console.log(answer.output);
  } else {
    console.error(answer.output);
    process.exitCode = 1;
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
