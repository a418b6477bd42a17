import { listRole, setRole, type Role } from '../modules/user/roles.ts';
import { ToolRefusal, type Tool } from './tool.ts';

const NAMES: Record<Role, { one: string; usage: string }> = {
  editor: { one: 'an editor', usage: 'usage: npm run editors -- add <email> | remove <email> | list' },
  operator: { one: 'an operator', usage: 'usage: npm run operators -- add <email> | remove <email> | list' },
};

/**
 * `npm run editors` / `npm run operators`: grants, withdraws or lists a staff role. Staff sign in
 * with the same e-mail code as shoppers; the role is read at each of their calls, so a change takes
 * effect at once. An address without an account gets one.
 */
export const roleTool =
  (role: Role): Tool =>
  async ({ db }, [command, email]) => {
    const { one, usage } = NAMES[role];
    if ((command === 'add' || command === 'remove') && email) {
      const row = await setRole(db, email, role, command === 'add');
      return `${row.email} is ${row.on ? one : `no longer ${one}`}`;
    }
    if (command === 'list') return (await listRole(db, role)).map((row) => row.email).join('\n');
    throw new ToolRefusal(usage);
  };
