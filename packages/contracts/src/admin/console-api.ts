// GET /api/admin/console/access: whether the caller may use the administrator console (the
// console's layout asks first); and the shapes every console record shares.
import { z } from 'zod';

export const consoleAccessResponse = z.object({ userid: z.string(), name: z.string() });
export type ConsoleAccess = z.infer<typeof consoleAccessResponse>;

/** The optimistic-lock version every editable console record carries and every edit sends back. */
export const recordVersion = z.coerce.number().int().min(1);
