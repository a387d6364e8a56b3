// The contributions' clock: real time, unless a test set it (CONTRIBUTIONS_CLOCK_CONTROL=1 serves
// PUT /api/contributions/test-clock). The setting lives in this instance only: it exists for the
// end-to-end server, one process, to move a USMTO in Advance deadline past.
export type Clock = { now(): Date; set(at: Date | null): void };

export function createClock(): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set: (at) => {
      offsetMs = at ? at.getTime() - Date.now() : 0;
    },
  };
}
