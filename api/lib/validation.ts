import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';

/** Describes the first problem of a failed parse, naming the field: "email: Invalid email address". */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.join('.');
  // Strict schemas refuse fields the contract does not have; name the first one.
  if (issue.code === 'unrecognized_keys') return `${[...issue.path, issue.keys[0]].join('.')}: unknown field`;
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Lets routes declare zod schemas for body, querystring and params; Fastify runs them before the handler. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const error = new Error(describeIssues(result.error));
    return { error };
  };
