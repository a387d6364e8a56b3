// The U.S. states and D.C. a territory may hold: FIPS code (the first two digits of a county's
// FIPS), postal code and name, and the 3-digit ZIP prefixes of each (USPS ranges, gaps ignored).
export type UsState = { fips: string; code: string; name: string; zip3: readonly [number, number][] };

const rows: [string, string, string, [number, number][]][] = [
  ['01', 'AL', 'Alabama', [[350, 369]]],
  ['02', 'AK', 'Alaska', [[995, 999]]],
  ['04', 'AZ', 'Arizona', [[850, 865]]],
  ['05', 'AR', 'Arkansas', [[716, 729]]],
  ['06', 'CA', 'California', [[900, 961]]],
  ['08', 'CO', 'Colorado', [[800, 816]]],
  ['09', 'CT', 'Connecticut', [[60, 69]]],
  ['10', 'DE', 'Delaware', [[197, 199]]],
  [
    '11',
    'DC',
    'District of Columbia',
    [
      [200, 200],
      [202, 205],
    ],
  ],
  ['12', 'FL', 'Florida', [[320, 349]]],
  [
    '13',
    'GA',
    'Georgia',
    [
      [300, 319],
      [398, 399],
    ],
  ],
  ['15', 'HI', 'Hawaii', [[967, 968]]],
  ['16', 'ID', 'Idaho', [[832, 838]]],
  ['17', 'IL', 'Illinois', [[600, 629]]],
  ['18', 'IN', 'Indiana', [[460, 479]]],
  ['19', 'IA', 'Iowa', [[500, 528]]],
  ['20', 'KS', 'Kansas', [[660, 679]]],
  ['21', 'KY', 'Kentucky', [[400, 427]]],
  ['22', 'LA', 'Louisiana', [[700, 714]]],
  ['23', 'ME', 'Maine', [[39, 49]]],
  ['24', 'MD', 'Maryland', [[206, 219]]],
  ['25', 'MA', 'Massachusetts', [[10, 27]]],
  ['26', 'MI', 'Michigan', [[480, 499]]],
  ['27', 'MN', 'Minnesota', [[550, 567]]],
  ['28', 'MS', 'Mississippi', [[386, 397]]],
  ['29', 'MO', 'Missouri', [[630, 658]]],
  ['30', 'MT', 'Montana', [[590, 599]]],
  ['31', 'NE', 'Nebraska', [[680, 693]]],
  ['32', 'NV', 'Nevada', [[889, 898]]],
  ['33', 'NH', 'New Hampshire', [[30, 38]]],
  ['34', 'NJ', 'New Jersey', [[70, 89]]],
  ['35', 'NM', 'New Mexico', [[870, 884]]],
  ['36', 'NY', 'New York', [[100, 149]]],
  ['37', 'NC', 'North Carolina', [[270, 289]]],
  ['38', 'ND', 'North Dakota', [[580, 588]]],
  ['39', 'OH', 'Ohio', [[430, 459]]],
  ['40', 'OK', 'Oklahoma', [[730, 749]]],
  ['41', 'OR', 'Oregon', [[970, 979]]],
  ['42', 'PA', 'Pennsylvania', [[150, 196]]],
  ['44', 'RI', 'Rhode Island', [[28, 29]]],
  ['45', 'SC', 'South Carolina', [[290, 299]]],
  ['46', 'SD', 'South Dakota', [[570, 577]]],
  ['47', 'TN', 'Tennessee', [[370, 385]]],
  ['48', 'TX', 'Texas', [[750, 799]]],
  ['49', 'UT', 'Utah', [[840, 847]]],
  ['50', 'VT', 'Vermont', [[50, 59]]],
  ['51', 'VA', 'Virginia', [[220, 246]]],
  ['53', 'WA', 'Washington', [[980, 994]]],
  ['54', 'WV', 'West Virginia', [[247, 268]]],
  ['55', 'WI', 'Wisconsin', [[530, 549]]],
  ['56', 'WY', 'Wyoming', [[820, 831]]],
];

export const US_STATES: readonly UsState[] = rows.map(([fips, code, name, zip3]) => ({ fips, code, name, zip3 }));

export const STATE_BY_CODE: ReadonlyMap<string, UsState> = new Map(US_STATES.map((s) => [s.code, s]));
export const STATE_BY_FIPS: ReadonlyMap<string, UsState> = new Map(US_STATES.map((s) => [s.fips, s]));

/** Every 3-digit ZIP prefix of a state, as three digits ('010'), in order. */
export function zipAreasOf(state: UsState): string[] {
  const out: string[] = [];
  for (const [from, to] of state.zip3) for (let z = from; z <= to; z++) out.push(String(z).padStart(3, '0'));
  return out;
}

/** The state of a 3-digit ZIP prefix, or undefined for a prefix no state uses. */
export const STATE_OF_ZIP_AREA: ReadonlyMap<string, UsState> = new Map(
  US_STATES.flatMap((s) => zipAreasOf(s).map((z) => [z, s] as const)),
);
