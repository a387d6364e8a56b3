// `npm run seed`: migrate, then (re)write the deterministic demo data.
import { loadConfig } from '../config.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { seedDatabase } from './index.ts';

const config = loadConfig();
const { database } = await prepareDatabase(config, { seedWhenEmpty: false });
try {
  await seedDatabase(database.db);
  console.log(`Seeded demo data into ${database.kind}.`);
} finally {
  await database.close();
}
