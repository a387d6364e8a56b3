// Sample data of the IMTS Exhibitor Passport (issue 14), labelled as such: the main show and four
// regional shows over three years, and a deterministic generator of their attendees. Same count,
// same rows on every run (platform/random.ts). US attendees live at real zip codes with their
// coordinates (the `zipcodes` table); a share comes from abroad; some people attend several shows.
import {
  BUYING_ROLES,
  INDUSTRIES,
  JOB_FUNCTIONS,
  PLANT_SIZES,
  PRODUCT_CATEGORIES,
} from '@mti/contracts/passport/passport-values';
import type { SampleContact, SampleShow, ZipLocation } from '../modules/passport/provisioning.ts';
import { createRandom, type Random } from '../platform/random.ts';

export const SAMPLE_YEARS = [2024, 2025, 2026] as const;

const years = (month: string) => SAMPLE_YEARS.map((year) => ({ year, startsOn: `${year}-${month}` }));

/** Sample shows: names invented for the demo. */
export const SAMPLE_SHOWS: readonly SampleShow[] = [
  { showKey: 'imts', name: 'IMTS (sample data)', kind: 'main', includedSeats: 3, years: years('09-09') },
  {
    showKey: 'east',
    name: 'MTI East Regional (sample data)',
    kind: 'regional',
    includedSeats: 1,
    years: years('04-14'),
  },
  {
    showKey: 'south',
    name: 'MTI South Regional (sample data)',
    kind: 'regional',
    includedSeats: 1,
    years: years('03-03'),
  },
  {
    showKey: 'central',
    name: 'MTI Central Regional (sample data)',
    kind: 'regional',
    includedSeats: 1,
    years: years('05-19'),
  },
  {
    showKey: 'west',
    name: 'MTI West Regional (sample data)',
    kind: 'regional',
    includedSeats: 1,
    years: years('10-06'),
  },
];

/** Where each show's US visitors mostly come from, and how many visit from abroad. */
const SHOW_PROFILE: Record<
  string,
  { share: number; homeStates: readonly string[]; homeShare: number; abroad: number }
> = {
  imts: { share: 0.52, homeStates: ['IL', 'IN', 'WI', 'MI', 'OH', 'IA', 'MN', 'MO'], homeShare: 0.4, abroad: 0.16 },
  east: { share: 0.12, homeStates: ['MA', 'CT', 'NY', 'NJ', 'PA', 'RI', 'NH', 'MD'], homeShare: 0.75, abroad: 0.04 },
  south: { share: 0.12, homeStates: ['TX', 'LA', 'OK', 'AL', 'GA', 'TN', 'NC', 'SC'], homeShare: 0.75, abroad: 0.05 },
  central: { share: 0.12, homeStates: ['OH', 'MI', 'KY', 'IN', 'PA', 'WV'], homeShare: 0.75, abroad: 0.03 },
  west: { share: 0.12, homeStates: ['CA', 'WA', 'OR', 'AZ', 'NV', 'UT', 'CO'], homeShare: 0.75, abroad: 0.06 },
};

const ABROAD: ReadonlyArray<{ country: string; weight: number; cities: ReadonlyArray<[string, string]> }> = [
  {
    country: 'CA',
    weight: 25,
    cities: [
      ['Toronto', 'M5V 2T6'],
      ['Windsor', 'N9A 1A1'],
      ['Montreal', 'H3B 1A7'],
    ],
  },
  {
    country: 'MX',
    weight: 18,
    cities: [
      ['Monterrey', '64000'],
      ['Querétaro', '76000'],
      ['Saltillo', '25000'],
    ],
  },
  {
    country: 'DE',
    weight: 9,
    cities: [
      ['Stuttgart', '70173'],
      ['Munich', '80331'],
    ],
  },
  {
    country: 'JP',
    weight: 7,
    cities: [
      ['Nagoya', '450-0002'],
      ['Osaka', '530-0001'],
    ],
  },
  {
    country: 'CN',
    weight: 6,
    cities: [
      ['Shanghai', '200000'],
      ['Ningbo', '315000'],
    ],
  },
  {
    country: 'IN',
    weight: 6,
    cities: [
      ['Pune', '411001'],
      ['Bengaluru', '560001'],
    ],
  },
  {
    country: 'GB',
    weight: 5,
    cities: [
      ['Birmingham', 'B1 1AA'],
      ['Sheffield', 'S1 2HE'],
    ],
  },
  {
    country: 'IT',
    weight: 4,
    cities: [
      ['Milan', '20121'],
      ['Turin', '10121'],
    ],
  },
  {
    country: 'KR',
    weight: 4,
    cities: [
      ['Changwon', '51100'],
      ['Seoul', '04524'],
    ],
  },
  {
    country: 'BR',
    weight: 4,
    cities: [
      ['São Paulo', '01000-000'],
      ['Joinville', '89201-000'],
    ],
  },
  {
    country: 'FR',
    weight: 3,
    cities: [
      ['Lyon', '69001'],
      ['Toulouse', '31000'],
    ],
  },
  {
    country: 'TW',
    weight: 3,
    cities: [
      ['Taichung', '400'],
      ['Taipei', '100'],
    ],
  },
  { country: 'ES', weight: 2, cities: [['Bilbao', '48001']] },
  { country: 'SE', weight: 2, cities: [['Gothenburg', '411 01']] },
];

const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Christopher',
  'Lisa',
  'Daniel',
  'Nancy',
  'Matthew',
  'Betty',
  'Anthony',
  'Sandra',
  'Mark',
  'Ashley',
  'Donald',
  'Kimberly',
  'Steven',
  'Emily',
  'Paul',
  'Donna',
  'Andrew',
  'Michelle',
  'Joshua',
  'Carol',
  'Kenneth',
  'Amanda',
  'Kevin',
  'Melissa',
  'Brian',
  'Deborah',
  'George',
  'Stephanie',
  'Timothy',
  'Rebecca',
  'Ronald',
  'Sharon',
  'Jason',
  'Laura',
  'Edward',
  'Cynthia',
  'Jeffrey',
  'Amy',
  'Ryan',
  'Kathleen',
  'Jacob',
  'Angela',
  'Gary',
  'Anna',
  'Nicholas',
  'Brenda',
  'Eric',
  'Pamela',
  'Jonathan',
  'Emma',
  'Stephen',
  'Nicole',
  'Larry',
  'Helen',
  'Justin',
  'Samantha',
  'Scott',
  'Katherine',
  'Raj',
  'Wei',
  'Hiroshi',
  'Ana',
  'Luis',
  'Sofia',
  'Mateo',
  'Priya',
  'Jürgen',
  'Chloé',
  'Min-jun',
  'Ana Lucía',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Gomez',
  'Phillips',
  'Evans',
  'Turner',
  'Diaz',
  'Parker',
  'Cruz',
  'Edwards',
  'Collins',
  'Reyes',
  'Stewart',
  'Morris',
  'Morales',
  'Murphy',
  'Cook',
  'Rogers',
  'Gutierrez',
  'Ortiz',
  'Morgan',
  'Cooper',
  'Peterson',
  'Bailey',
  'Reed',
  'Kelly',
  'Howard',
  'Kowalski',
  'Schmidt',
  'Novak',
  'Patel',
  'Tanaka',
  'Müller',
  'Rossi',
  'Kim',
  "O'Brien",
  'Van der Berg',
  'Chen',
  'Okafor',
  'Lindqvist',
  'Dubois',
];
const COMPANY_FIRST = [
  'Precision',
  'Allied',
  'Midwest',
  'Summit',
  'Keystone',
  'Great Lakes',
  'Pioneer',
  'Apex',
  'Heartland',
  'Cascade',
  'Liberty',
  'Frontier',
  'Granite',
  'Ironwood',
  'Northern',
  'Pacific',
  'Atlantic',
  'Superior',
  'Titan',
  'Vanguard',
  'Eagle',
  'Delta',
  'Sterling',
  'Bluewater',
  'Red River',
  'Silver Creek',
  'Tri-State',
  'United',
  'Advanced',
  'Quality',
];
const COMPANY_SECOND = [
  'Machining',
  'Tool & Die',
  'Gear',
  'Aerospace Components',
  'Fabrication',
  'Castings',
  'Automation',
  'Stamping',
  'Manufacturing',
  'Metalworks',
  'Molding',
  'Precision Parts',
  'Engineering',
  'Industries',
  'Forge',
];
const COMPANY_SUFFIX = ['Inc.', 'LLC', 'Co.', 'Corp.', ''];

const TITLES: Record<string, readonly string[]> = {
  'Corporate Management': ['President', 'CEO', 'Vice President of Operations', 'General Manager', 'Owner'],
  Engineering: ['Manufacturing Engineer', 'Process Engineer', 'Engineering Manager', 'Design Engineer'],
  'Manufacturing / Production': ['Plant Manager', 'Production Supervisor', 'CNC Machinist', 'Operations Manager'],
  Maintenance: ['Maintenance Manager', 'Maintenance Technician'],
  Purchasing: ['Purchasing Manager', 'Buyer', 'Procurement Director'],
  'Quality Control': ['Quality Manager', 'Quality Engineer', 'Metrology Technician'],
  'Research and Development': ['R&D Manager', 'Research Engineer'],
  'Sales and Marketing': ['Sales Manager', 'Marketing Director', 'Account Executive'],
  'Education / Training': ['Instructor', 'Training Coordinator', 'Professor'],
  Other: ['Consultant', 'Analyst'],
};

const INDUSTRY_RANK: readonly string[] = [
  'Job Shop / Contract Machining',
  'Automotive',
  'Aerospace',
  'Fabricated Metal Products',
  'Medical Devices',
  'Machine Tool Builder',
  'Energy and Power Generation',
  'Defense',
  'Heavy Equipment',
  'Mold and Die',
  'Tool and Die',
  'Agricultural Equipment',
  'Oil and Gas',
  'Electronics',
  'Construction Machinery',
  'Consumer Products',
  'Semiconductor',
  'Rail',
  'Firearms',
  'Shipbuilding',
];

/** Cumulative weights: a weighted pick in O(log n), for a million draws. */
function weighted<T>(items: readonly T[], weights: readonly number[]) {
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) {
    sum += w;
    cumulative.push(sum);
  }
  return (random: Random): T => {
    const target = random.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}

/** A long-tailed distribution over a list (a few values common, many rare): top-10 lists mean something. */
const zipfWeights = (n: number, s: number) => Array.from({ length: n }, (_, i) => 1 / (i + 1) ** s);

type ShowYearSlot = { showYear: string; showKey: string; startsOn: string };

export type SampleOptions = {
  contacts: number;
  zips: readonly ZipLocation[];
  /** Hashes of forgotten people's e-mails (provisioning.emailHash): never generated again. */
  isSuppressed?: (email: string) => boolean;
  seed?: number;
  batchSize?: number;
};

/** Batches of sample contacts, `contacts` in all, spread over every show year of SAMPLE_SHOWS. */
export function* generateSampleContacts({
  contacts,
  zips,
  isSuppressed = () => false,
  seed = 14,
  batchSize = 5000,
}: SampleOptions): Generator<SampleContact[]> {
  const random = createRandom(seed);
  const slots: ShowYearSlot[] = SAMPLE_SHOWS.flatMap((show) =>
    show.years.map(({ year, startsOn }) => ({ showYear: `${show.showKey}-${year}`, showKey: show.showKey, startsOn })),
  );
  // Later years draw a little more: the shows grow.
  const pickSlot = weighted(
    slots,
    slots.map((s) => (SHOW_PROFILE[s.showKey]?.share ?? 0) * (1 + 0.08 * (Number(s.showYear.slice(-4)) - 2024))),
  );
  const zipsByState = new Map<string, ZipLocation[]>();
  for (const zip of zips) {
    const inState = zipsByState.get(zip.state);
    if (inState) inState.push(zip);
    else zipsByState.set(zip.state, [zip]);
  }
  const states = [...zipsByState.keys()].sort();
  // Zips per state stand in for population: more zips, more manufacturers and more visitors.
  const pickAnyState = weighted(
    states,
    states.map((s) => zipsByState.get(s)?.length ?? 0),
  );
  const pickAbroad = weighted(
    ABROAD,
    ABROAD.map((a) => a.weight),
  );
  // Ranked as a machine-tool show's visitors are, most common first (the list itself is alphabetical).
  const industries = [...INDUSTRIES].sort((a, b) => INDUSTRY_RANK.indexOf(a) - INDUSTRY_RANK.indexOf(b));
  const pickIndustry = weighted(industries, zipfWeights(industries.length, 0.9));
  const pickProduct = weighted(PRODUCT_CATEGORIES, zipfWeights(PRODUCT_CATEGORIES.length, 0.7));
  const pickPlantSize = weighted(PLANT_SIZES, [30, 30, 22, 8, 10]);
  const pickBuyingRole = weighted(BUYING_ROLES, [25, 30, 30, 15]);
  const pickJobFunction = weighted(JOB_FUNCTIONS, [14, 18, 22, 6, 9, 9, 6, 10, 3, 3]);
  const pickType = weighted(['visitor', 'exhibitor', 'media', 'student'] as const, [86, 8, 2, 4]);
  const pickAttendance = weighted([1, 2, 3, 4, 5], [66, 22, 8, 3, 1]);

  let made = 0;
  let personId = 0;
  let batch: SampleContact[] = [];
  while (made < contacts) {
    personId++;
    const attended = new Map<string, ShowYearSlot>();
    const times = pickAttendance(random);
    for (let tries = 0; attended.size < times && tries < 20; tries++) {
      const slot = pickSlot(random);
      attended.set(slot.showYear, slot);
    }
    const firstSlot = [...attended.values()][0] as ShowYearSlot;
    const profile = SHOW_PROFILE[firstSlot.showKey] ?? (SHOW_PROFILE.imts as (typeof SHOW_PROFILE)[string]);
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const companyName = [random.pick(COMPANY_FIRST), random.pick(COMPANY_SECOND), random.pick(COMPANY_SUFFIX)]
      .filter(Boolean)
      .join(' ');
    const domain = `${companyName
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z0-9]+/g, '')}.example.com`;
    const email = `${ascii(first)}.${ascii(last)}${personId}@${domain}`;
    if (isSuppressed(email)) continue;
    let home: { city: string; state: string; country: string; zip: string; lat: number | null; lon: number | null };
    if (random.next() < profile.abroad) {
      const abroad = pickAbroad(random);
      const [city, postal] = random.pick(abroad.cities);
      home = { city, state: '', country: abroad.country, zip: postal, lat: null, lon: null };
    } else {
      const state = random.next() < profile.homeShare ? random.pick(profile.homeStates) : pickAnyState(random);
      const zip = random.pick(zipsByState.get(state) ?? zips);
      home = { city: zip.city, state: zip.state, country: 'US', zip: zip.zip, lat: zip.lat, lon: zip.lon };
    }
    const jobFunction = pickJobFunction(random);
    const person = {
      person_id: personId,
      registrant_type: pickType(random),
      first_name: first,
      last_name: last,
      company: companyName,
      ...home,
      email,
      opt_in: random.next() < 0.58,
      email_valid: random.next() < 0.94,
      industry: pickIndustry(random),
      plant_size: pickPlantSize(random),
      buying_role: pickBuyingRole(random),
      job_function: jobFunction,
    };
    for (const slot of attended.values()) {
      if (made >= contacts) break;
      const daysBefore = random.int(1, 150);
      batch.push({
        ...person,
        show_year: slot.showYear,
        // A job title and a product interest may change from one show to the next.
        title: random.pick(TITLES[jobFunction] ?? ['Manager']),
        product_interest: pickProduct(random),
        registered_at: new Date(Date.parse(`${slot.startsOn}T14:00:00Z`) - daysBefore * 86_400_000).toISOString(),
      });
      made++;
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
}

/** The name as an e-mail local part: letters only, accents dropped. */
function ascii(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}
