/**
 * The renderer processes of a build (scripts/renderer.ts), one per build process. A pool keeps them
 * after their first build, their bundle loaded, for the next builds of the same code and settings:
 * those neither start a process nor bundle, they only render the pages whose reads changed. The
 * build worker keeps one pool for its life; a one-off build (`npm run build`) lets its renderers go.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { KEEP_RENDERER_ENV } from './kept-renderer.ts';

/** What a renderer is asked: render one more build, with these variables (undefined: unset). */
export type ToRenderer = { type: 'render'; env: Record<string, string | undefined> };
/** What a renderer answers: its first build is done, a later one is, or one failed. */
export type FromRenderer = { type: 'built' } | { type: 'rendered' } | { type: 'failed'; error: string };

/** A renderer left without answering (killed, crashed): the build it was asked for was not made. */
export class RendererStopped extends Error {}

/** Lines of a renderer's output kept for the error of a failed build. */
const TAIL_LINES = 40;

export class Renderer {
  readonly child: ChildProcess;
  /** Its first build: rendered, and its bundle kept when it was started to be kept. */
  readonly built: Promise<void>;
  readonly #tail: string[] = [];
  #waiting: { resolve: () => void; reject: (error: Error) => void } | undefined;
  #exited = false;

  /**
   * Starts a renderer in `cwd` (a folder of its own: Astro bundles into `.astro/` of the working
   * directory when the output folder is not below it, so builds running at once never share one).
   */
  constructor(root: string, cwd: string, env: NodeJS.ProcessEnv, onLine: (line: string) => void) {
    this.child = fork(path.join(root, 'scripts/renderer.ts'), [root], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // BUILD_RENDERER_NODE_ARGS: flags for the renderers' Node (a CPU profile: `--cpu-prof --cpu-prof-dir=<dir>`).
      execArgv: [...process.execArgv, ...(env.BUILD_RENDERER_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    });
    this.built = this.#answer();
    let buffer = '';
    const feed = (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const raw of lines) {
        const line = stripVTControlCharacters(raw);
        this.#tail.push(line);
        if (this.#tail.length > TAIL_LINES) this.#tail.shift();
        onLine(line);
      }
    };
    this.child.stdout!.on('data', feed);
    this.child.stderr!.on('data', feed);
    this.child.on('message', (message: FromRenderer) => {
      const waiting = this.#waiting;
      this.#waiting = undefined;
      if (message.type === 'failed') waiting?.reject(new Error(`astro build failed:\n${message.error}\n${this.#tail.join('\n')}`));
      else waiting?.resolve();
    });
    this.child.on('exit', (code, signal) => {
      this.#exited = true;
      const waiting = this.#waiting;
      this.#waiting = undefined;
      // A renderer not kept leaves right after its build.
      if (code === 0) waiting?.resolve();
      else waiting?.reject(new RendererStopped(`astro build failed (${signal ?? code}):\n${this.#tail.join('\n')}`));
      void rm(cwd, { recursive: true, force: true });
    });
  }

  /** Whether it still runs and listens. */
  get alive(): boolean {
    return !this.#exited && this.child.connected;
  }

  /** Waits for the renderer's next answer; while it waits, the renderer holds this process open, and idle it does not. */
  #answer(): Promise<void> {
    this.#hold(true);
    return new Promise<void>((resolve, reject) => {
      if (!this.alive) reject(new RendererStopped('the renderer has stopped'));
      else this.#waiting = { resolve, reject };
    }).finally(() => this.#hold(false));
  }

  #hold(open: boolean) {
    const handles = [this.child, this.child.channel, this.child.stdout, this.child.stderr] as Array<{
      ref?(): void;
      unref?(): void;
    } | null>;
    for (const handle of handles) (open ? handle?.ref : handle?.unref)?.call(handle);
  }

  /** Renders one more build (of the same code) with `env`; resolves when its pages are written. */
  render(env: ToRenderer['env']): Promise<void> {
    const answered = this.#answer();
    if (this.#waiting)
      this.child.send({ type: 'render', env } satisfies ToRenderer, (error) => {
        if (error) this.#waiting?.reject(new RendererStopped(`the renderer could not be asked: ${error.message}`));
      });
    return answered;
  }

  stop(): Promise<void> {
    if (this.#exited) return Promise.resolve();
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGTERM');
    return exited;
  }
}

export class RendererPool {
  #key: string | undefined;
  #renderers: Renderer[] = [];
  /** Renderers stay after their build, for the next builds of the same key. */
  readonly keeps: boolean;

  constructor({ keep }: { keep: boolean }) {
    this.keeps = keep;
  }

  /** The renderers kept for builds of `key` (the code, the settings and the number of processes), when every one still runs. */
  warm(key: string): Renderer[] | undefined {
    return this.#key === key && this.#renderers.length && this.#renderers.every((r) => r.alive) ? this.#renderers : undefined;
  }

  /** Stops the renderers there are and starts `count` new ones for `key`, each with the variables `envOf` gives it. */
  async start(
    key: string,
    root: string,
    count: number,
    envOf: (i: number) => NodeJS.ProcessEnv,
    onLine: (i: number, line: string) => void,
  ) {
    await this.close();
    const runId = `${process.pid}-${Date.now()}`;
    this.#renderers = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const cwd = path.join(root, 'node_modules', '.astro', `build-${runId}-${i}`);
        await mkdir(cwd, { recursive: true });
        const env = { ...envOf(i), ...(this.keeps ? { [KEEP_RENDERER_ENV]: '1' } : {}) };
        return new Renderer(root, cwd, env, (line) => onLine(i, line));
      }),
    );
    this.#key = this.keeps ? key : undefined;
    return this.#renderers;
  }

  /** The process ids of the renderers that run (for the log, and for tests that stop one). */
  get pids(): number[] {
    return this.#renderers.filter((r) => r.alive && r.child.pid !== undefined).map((r) => r.child.pid!);
  }

  /** Stops every renderer (a build in progress fails). */
  async close(): Promise<void> {
    const renderers = this.#renderers;
    this.#renderers = [];
    this.#key = undefined;
    await Promise.all(renderers.map((r) => r.stop()));
  }
}
