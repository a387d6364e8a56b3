// What every console edit sends and may meet (issue 19): the version it started from, and the
// refusal when another administrator saved in between.
import { z } from 'zod';

export const STALE_EDIT =
  'Someone else changed this while you were editing. Reload to see their change, then make yours again.';

/** The version of the record (or list) the edit started from. */
export const versionField = z.number().int().min(1);
