import type { App } from '../lib/types.ts';
import type { Db } from '../db/client.ts';

/** What an operator's command-line tool works with: the shop's database and, when it needs one, its app. */
export interface ToolContext {
  db: Db;
  now: () => Date;
  /** Runs `work` with an app on this database (PayPal client, logger): the running shop's, or one built for the call. */
  withApp<T>(work: (app: App) => Promise<T>): Promise<T>;
}

/** A tool takes the words after `npm run <tool> --` and answers with the lines to print. */
export type Tool = (ctx: ToolContext, args: string[]) => Promise<string>;

/** A refusal of the tool's arguments or of what they name: printed as is, exit status 1. */
export class ToolRefusal extends Error {}
