import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { AppError, Code } from './envelope.ts';

/** Describes the first problem of a failed parse, naming the field: "email: Invalid email address". */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.join('.');
  // Strict schemas refuse fields the contract does not have; name the first one.
  if (issue.code === 'unrecognized_keys') return `${[...issue.path, issue.keys[0]].join('.')}: unknown field`;
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** A refusal of input checked by hand (form fields, stored JSON): the 400 a schema refusal gets, naming the field. */
export const refusedInput = (error: z.ZodError) => new AppError(Code.invalid, describeIssues(error), { invalid: fieldOf(error) });

/** The field the first problem is about ('' for the input as a whole). */
function fieldOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '';
  return (issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path).join('.');
}

/** Lets routes declare zod schemas for body, querystring and params; Fastify runs them before the handler. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    // The field travels with the error: the envelope names it for the client (errors.ts).
    const error = Object.assign(new Error(describeIssues(result.error)), { field: fieldOf(result.error) });
    return { error };
  };
