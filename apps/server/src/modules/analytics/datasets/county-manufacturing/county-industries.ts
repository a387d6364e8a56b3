// The NAICS manufacturing industries of the county dataset (2022 NAICS titles): every 3-digit
// subsector 311–339, and 4-digit detail for the three subsectors that buy most machine tools
// (fabricated metal, machinery, transportation equipment). A subsector with detail is stored as its
// 4-digit industries only, so summing a subsector's rows gives its total. Order matters: the
// generator draws its random numbers in this order, so append only.

export type CountyIndustry = {
  /** NAICS code: 3 digits, or 4 digits for the detail of a subsector. */
  code: string;
  title: string;
  /** The 3-digit subsector it belongs to (itself for a subsector without detail). */
  subsector: string;
  /** Rough share of U.S. manufacturing employment (only ratios matter). */
  employmentShare: number;
  /** Machine tools bought per employee, relative to the average manufacturer. */
  intensity: number;
  /** How widely it is spread over counties (a bakery is everywhere, a refinery is not). */
  ubiquity: number;
  /** Average employees per establishment. */
  establishmentSize: number;
};

export const COUNTY_SUBSECTORS: ReadonlyArray<{ code: string; title: string }> = [
  { code: '311', title: 'Food manufacturing' },
  { code: '312', title: 'Beverage and tobacco product manufacturing' },
  { code: '313', title: 'Textile mills' },
  { code: '314', title: 'Textile product mills' },
  { code: '315', title: 'Apparel manufacturing' },
  { code: '316', title: 'Leather and allied product manufacturing' },
  { code: '321', title: 'Wood product manufacturing' },
  { code: '322', title: 'Paper manufacturing' },
  { code: '323', title: 'Printing and related support activities' },
  { code: '324', title: 'Petroleum and coal products manufacturing' },
  { code: '325', title: 'Chemical manufacturing' },
  { code: '326', title: 'Plastics and rubber products manufacturing' },
  { code: '327', title: 'Nonmetallic mineral product manufacturing' },
  { code: '331', title: 'Primary metal manufacturing' },
  { code: '332', title: 'Fabricated metal product manufacturing' },
  { code: '333', title: 'Machinery manufacturing' },
  { code: '334', title: 'Computer and electronic product manufacturing' },
  { code: '335', title: 'Electrical equipment, appliance, and component manufacturing' },
  { code: '336', title: 'Transportation equipment manufacturing' },
  { code: '337', title: 'Furniture and related product manufacturing' },
  { code: '339', title: 'Miscellaneous manufacturing' },
];

type Row = readonly [code: string, title: string, share: number, intensity: number, ubiquity: number, size: number];

const ROWS: readonly Row[] = [
  ['311', 'Food manufacturing', 13, 0.25, 1.6, 60],
  ['312', 'Beverage and tobacco product manufacturing', 2.3, 0.25, 0.9, 30],
  ['313', 'Textile mills', 0.8, 0.35, 0.25, 45],
  ['314', 'Textile product mills', 0.8, 0.3, 0.6, 15],
  ['315', 'Apparel manufacturing', 0.7, 0.2, 0.4, 15],
  ['316', 'Leather and allied product manufacturing', 0.25, 0.25, 0.2, 20],
  ['321', 'Wood product manufacturing', 3.2, 0.5, 1.5, 25],
  ['322', 'Paper manufacturing', 2.8, 0.5, 0.6, 80],
  ['323', 'Printing and related support activities', 3.2, 0.3, 1.2, 15],
  ['324', 'Petroleum and coal products manufacturing', 0.9, 0.4, 0.3, 50],
  ['325', 'Chemical manufacturing', 7, 0.4, 0.9, 60],
  ['326', 'Plastics and rubber products manufacturing', 5.9, 0.9, 1, 50],
  ['327', 'Nonmetallic mineral product manufacturing', 3.3, 0.6, 1.5, 25],
  ['331', 'Primary metal manufacturing', 2.9, 1.8, 0.5, 85],
  ['3321', 'Forging and stamping', 0.8, 3.2, 0.3, 40],
  ['3322', 'Cutlery and handtool manufacturing', 0.3, 2.6, 0.2, 25],
  ['3323', 'Architectural and structural metals manufacturing', 3.1, 2, 1.2, 25],
  ['3324', 'Boiler, tank, and shipping container manufacturing', 0.7, 2.4, 0.3, 45],
  ['3325', 'Hardware manufacturing', 0.2, 2.8, 0.15, 40],
  ['3326', 'Spring and wire product manufacturing', 0.4, 2.6, 0.25, 30],
  ['3327', 'Machine shops; turned product; and screw, nut, and bolt manufacturing', 2.9, 4.2, 0.9, 15],
  ['3328', 'Coating, engraving, heat treating, and allied activities', 1.1, 2.2, 0.5, 20],
  ['3329', 'Other fabricated metal product manufacturing', 1.9, 3, 0.5, 35],
  ['3331', 'Agriculture, construction, and mining machinery manufacturing', 1.8, 2.8, 0.5, 60],
  ['3332', 'Industrial machinery manufacturing', 1, 3, 0.3, 30],
  ['3333', 'Commercial and service industry machinery manufacturing', 0.7, 2.4, 0.25, 35],
  [
    '3334',
    'Ventilation, heating, air-conditioning, and commercial refrigeration equipment manufacturing',
    1.1,
    2.2,
    0.3,
    70,
  ],
  ['3335', 'Metalworking machinery manufacturing', 1.4, 3.6, 0.4, 20],
  ['3336', 'Engine, turbine, and power transmission equipment manufacturing', 0.8, 3.2, 0.2, 80],
  ['3339', 'Other general purpose machinery manufacturing', 2.1, 2.8, 0.5, 40],
  ['334', 'Computer and electronic product manufacturing', 8.2, 1.2, 0.5, 70],
  ['335', 'Electrical equipment, appliance, and component manufacturing', 3.1, 1.4, 0.5, 65],
  ['3361', 'Motor vehicle manufacturing', 2.2, 2.4, 0.06, 800],
  ['3362', 'Motor vehicle body and trailer manufacturing', 1.3, 2, 0.35, 60],
  ['3363', 'Motor vehicle parts manufacturing', 4.5, 3, 0.45, 110],
  ['3364', 'Aerospace product and parts manufacturing', 3.9, 3.4, 0.2, 170],
  ['3365', 'Railroad rolling stock manufacturing', 0.2, 2.6, 0.05, 110],
  ['3366', 'Ship and boat building', 1.2, 1.8, 0.2, 75],
  ['3369', 'Other transportation equipment manufacturing', 0.4, 2.2, 0.15, 40],
  ['337', 'Furniture and related product manufacturing', 2.9, 0.7, 1.1, 20],
  ['339', 'Miscellaneous manufacturing', 4.7, 1, 1.1, 20],
];

export const COUNTY_INDUSTRIES: readonly CountyIndustry[] = ROWS.map(
  ([code, title, employmentShare, intensity, ubiquity, establishmentSize]) => ({
    code,
    title,
    subsector: code.slice(0, 3),
    employmentShare,
    intensity,
    ubiquity,
    establishmentSize,
  }),
);

export function subsectorTitle(code: string): string | undefined {
  return COUNTY_SUBSECTORS.find((s) => s.code === code)?.title;
}
