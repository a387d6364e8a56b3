// `npm run seed`: migrate, then (re)write the deterministic demo data.
// `npm run seed -- --contacts 1000000`: the Exhibitor Passport with a million sample attendees.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { seedDatabase } from './index.ts';

const { values } = parseArgs({ options: { contacts: { type: 'string' } }, allowPositionals: false });
const passportContacts = values.contacts === undefined ? undefined : Number(values.contacts);
if (passportContacts !== undefined && !(Number.isInteger(passportContacts) && passportContacts >= 0)) {
  console.error('--contacts takes a whole number of sample attendees, e.g. --contacts 1000000');
  process.exit(1);
}

const config = loadConfig();
const { database } = await prepareDatabase(config, { seedWhenEmpty: false });
try {
  const started = Date.now();
  await seedDatabase(database.db, { passportContacts });
  console.log(`Seeded demo data into ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}
