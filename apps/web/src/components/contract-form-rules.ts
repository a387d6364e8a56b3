// A form's messages taken from the contract's schema, so the browser shows exactly what the server
// answers (one rule, two sides): each field's first message, through Mantine's zod resolver.
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { $ZodType } from 'zod/v4/core';

export function contractFormRules(schema: $ZodType) {
  return zod4Resolver(schema, { errorPriority: 'first' });
}
