// `npm start` (the demo) and `npm run dev`: the development mail viewer (/dev/mail) is on when no
// SMTP relay is configured, so that reset links can be followed without a mail server. A bare
// `node apps/server/dist/main.js` leaves it off, and DEV_MAIL set either way is respected
// (decision 026). Usage: node scripts/with-dev-mail.mjs <server entry>
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = process.argv[2];
if (!entry) throw new Error('usage: node scripts/with-dev-mail.mjs <server entry>');
if (process.env.DEV_MAIL === undefined && !process.env.SMTP_URL) process.env.DEV_MAIL = '1';
await import(pathToFileURL(path.resolve(entry)).href);
