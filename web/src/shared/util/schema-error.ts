import type { z } from 'zod';

/**
 * The contract schema's message for `value`, or undefined when it is valid: forms check a field
 * with the very rule and text the server applies. Takes the schema as an argument so this module
 * loads no zod itself; only the lazy form pages that pass a schema do.
 */
export function schemaError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
