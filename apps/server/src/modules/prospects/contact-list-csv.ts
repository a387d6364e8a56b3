// The file of a bought download: its contact list as CSV. The portal holds no real registrant
// data, so the rows are generated — deterministically from the download's key, the same file for
// every buyer and every download — and the file's first line says they are sample data.
import { toCsv } from '../../platform/csv.ts';
import { createRandom } from '../../platform/random.ts';
import type { DownloadProduct } from './download-products.ts';

export const SAMPLE_DATA_LINE =
  '# Sample data: fictitious contacts generated for the MTI Portal demo; no real people or companies.';

const HEADER = [
  'contact_id',
  'first_name',
  'last_name',
  'job_title',
  'company',
  'state',
  'email',
  'segment',
  'source',
  'email_opt_in',
];

const FIRST_NAMES = [
  'Aaron',
  'Alicia',
  'Ben',
  'Carla',
  'Dana',
  'Derek',
  'Elena',
  'Frank',
  'Grace',
  'Hector',
  'Imani',
  'Jacob',
  'Keiko',
  'Luis',
  'Maya',
  'Nathan',
  'Olga',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tara',
  'Victor',
  'Wen',
];
const LAST_NAMES = [
  'Abbott',
  'Brennan',
  'Castro',
  'Dietrich',
  'Ellison',
  'Fischer',
  'Gallagher',
  'Hoang',
  'Iverson',
  'Jensen',
  'Kowalski',
  'Lindgren',
  'Moreno',
  'Novak',
  'Okafor',
  'Petrov',
  'Quintero',
  'Reyes',
  'Schultz',
  'Tanaka',
  'Ulrich',
  'Vasquez',
  'Whitfield',
  'Zimmerman',
];
const JOB_TITLES = [
  'Plant Manager',
  'Manufacturing Engineer',
  'Purchasing Manager',
  'Operations Director',
  'Production Supervisor',
  'Process Engineer',
  'Owner',
  'VP of Manufacturing',
  'Quality Manager',
  'Maintenance Manager',
];
const COMPANY_WORDS = ['Precision', 'Machine', 'Tool', 'Manufacturing', 'Components', 'Industries', 'Works', 'Metals'];
const COMPANY_SUFFIXES = ['Inc.', 'LLC', 'Co.', 'Corp.'];

/** FNV-1a: a stable number from the download's key, the generator's seed. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

export function contactListCsv(product: DownloadProduct): string {
  const random = createRandom(seedOf(product.downloadKey));
  const lines: string[][] = [[SAMPLE_DATA_LINE], HEADER];
  for (let n = 1; n <= product.contacts; n++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const companyName = `${random.pick(LAST_NAMES)} ${random.pick(COMPANY_WORDS)}`;
    const company = `${companyName} ${random.pick(COMPANY_SUFFIXES)}`;
    const row = [
      `C${String(n).padStart(5, '0')}`,
      first,
      last,
      random.pick(JOB_TITLES),
      company,
      random.pick(product.states),
      // .example is reserved (RFC 2606): no address here can reach anyone.
      `${slug(first)}.${slug(last)}@${slug(companyName)}.example`,
      product.segment,
      product.source,
      product.source === 'registration' ? 'yes' : 'no',
    ];
    lines.push(row);
  }
  return toCsv(lines);
}
