// What the map draws: pieces of regions with the point a lasso picks them by.

/**
 * One drawn piece of a region. A ZIP area is drawn as several pieces (the counties it holds, or
 * its strip of a county it shares), all with its id and its one lasso point; `county` names the
 * county a piece lies in. `name` is the region's label as the wizard's messages write it (regionLabel):
 * the map's hover title and each piece's accessible name.
 */
export type Shape = { id: string; name: string; d: string; cx: number; cy: number; county?: string };
export type MapLevel = 'state' | 'county' | 'zip3';
