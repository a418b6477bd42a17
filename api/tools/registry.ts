import { ordersTool } from './orders.ts';
import { roleTool } from './roles.ts';
import type { Tool } from './tool.ts';

/** The operator's command-line tools by their npm script name (`npm run <name> -- …`). */
export const TOOLS = {
  editors: roleTool('editor'),
  operators: roleTool('operator'),
  orders: ordersTool,
} satisfies Record<string, Tool>;

export type ToolName = keyof typeof TOOLS;
export const isToolName = (name: string): name is ToolName => Object.hasOwn(TOOLS, name);
