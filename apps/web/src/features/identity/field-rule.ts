// A form field's rule taken from the contract's schema, so the browser shows exactly the message
// the server answers with (one rule, two sides).
import type { z } from 'zod';

export function fieldRule(schema: z.ZodType) {
  return (value: unknown): string | null => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  };
}
