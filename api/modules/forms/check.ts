import type { Context } from '../../lib/context.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { text } from '../../lib/texts.ts';
import { checkForm, type FormRules, type Values } from './rules.ts';

/** What every form carries besides its fields: the honeypot and the time it took to fill. */
export interface BotSignals {
  website?: string;
  fill_ms?: number;
}

/**
 * Refuses a form whose fields break their rules (400, `data.fields` maps each field to its message
 * in the shopper's language), then one that looks sent by a bot: the honeypot filled or sent faster
 * than FORM_MIN_FILL_SECONDS. The bot's refusal is neutral: it says nothing of why.
 */
export function checkSubmission(ctx: Context, rules: FormRules, values: Values, bot: BotSignals): void {
  const problems = checkForm(rules, values);
  if (Object.keys(problems).length > 0) {
    const fields = Object.fromEntries(
      Object.entries(problems).map(([name, { problem, limit }]) => [
        name,
        text(ctx.locale, `api.forms.errors.${problem}`, { n: limit ?? 0 }),
      ]),
    );
    throw new AppError(Code.invalid, text(ctx.locale, 'api.forms.invalid'), { fields });
  }
  const tooFast = (bot.fill_ms ?? 0) < ctx.config.FORM_MIN_FILL_SECONDS * 1000;
  if ((bot.website ?? '') !== '' || tooFast) {
    ctx.log.info({ ip: ctx.ip, honeypot: (bot.website ?? '') !== '', fill_ms: bot.fill_ms }, 'form refused as automated');
    throw new AppError(Code.invalid, text(ctx.locale, 'api.forms.refused'));
  }
}

/** The form's fields as trimmed strings ('' for what was left out). */
export function valuesOf(rules: FormRules, body: Record<string, unknown>): Values {
  return Object.fromEntries(Object.keys(rules).map((name) => [name, typeof body[name] === 'string' ? body[name].trim() : '']));
}
