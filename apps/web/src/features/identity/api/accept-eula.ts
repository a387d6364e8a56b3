// PUT mti/acceptEula (spec §7): the user accepts the terms of use.
import { apiPut } from '../../../lib/http.ts';

export function acceptEula(): Promise<unknown> {
  return apiPut('mti/acceptEula');
}
