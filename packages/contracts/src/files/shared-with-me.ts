// GET /analytics/api/repo/files/shared: the files colleagues share with the caller's organisation,
// of every type (decision 041; My Files' "Shared with me", decision 076). A colleague never learns
// the owner's folders: no path, only the owner's name.
import { z } from 'zod';

export const sharedWithMeFile = z.object({
  id: z.string(),
  /** With the extension: `Midwest plan.xterritory`; the type decides which app opens it. */
  name: z.string(),
  owner_name: z.string(),
  /** read: read-only; edit: the caller may save over it. */
  access: z.enum(['read', 'edit']),
  modified: z.string(),
});
export type SharedWithMeFile = z.infer<typeof sharedWithMeFile>;
export const sharedWithMeList = z.object({ files: z.array(sharedWithMeFile) });
export type SharedWithMeList = z.infer<typeof sharedWithMeList>;
