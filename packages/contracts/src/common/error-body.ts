import { z } from 'zod';

/** Spec §3: every server error body carries code and msg; ours may also name the field. */
export const errorBody = z.object({ code: z.string(), msg: z.string(), field: z.string().optional() });
export type ErrorBody = z.infer<typeof errorBody>;
