// Search Contacts' criteria as SQL: the name with its match option (Include: first or last name
// contains; Starts with; Exact), title, company, city as "contains", country and state as equal,
// and a 5-digit zip with a radius as the real great-circle distance (US only), prefiltered by a
// latitude/longitude box that the location index answers.
import { type SearchCriteria, UNKNOWN_ZIP } from '@mti/contracts/passport/passport-api';
import { type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../../platform/errors.ts';
import { boundingBox, EARTH_RADIUS_MILES } from './great-circle.ts';
import { findZipLocation } from './zip-locations.ts';

/** The text as a LIKE pattern that matches it literally (\ % _ escaped). */
const literal = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);

function nameCondition(name: string, match: SearchCriteria['name_match']): SQL {
  const text = literal(name);
  // "First or last name contains" is "first last" containing it (either part lies within the whole),
  // and that one expression is what the trigram index (passport_contacts_name_trigrams) holds.
  if (match === 'include') return sql`lower(c.first_name || ' ' || c.last_name) like ${`%${text}%`}`;
  const pattern = match === 'starts_with' ? `${text}%` : text;
  // A full name ("Ann Lee") matches against "first last" as well as either part.
  const columns = [sql`lower(c.first_name)`, sql`lower(c.last_name)`, sql`lower(c.first_name || ' ' || c.last_name)`];
  return sql.join(
    columns.map((column) => sql`${column} like ${pattern}`),
    sql` or `,
  );
}

const contains = (column: SQL, text: string) => sql`lower(${column}) like ${`%${literal(text)}%`}`;

export type SearchSql = { conditions: SQL[]; distance: SQL | null };

/** 400 for a well-formed zip that is no US zip; otherwise the conditions and the distance expression. */
export function searchConditions(criteria: SearchCriteria): SearchSql {
  const conditions: SQL[] = [];
  if (criteria.name) conditions.push(nameCondition(criteria.name, criteria.name_match));
  if (criteria.title) conditions.push(contains(sql`c.title`, criteria.title));
  if (criteria.company) conditions.push(contains(sql`c.company`, criteria.company));
  if (criteria.city) conditions.push(contains(sql`c.city`, criteria.city));
  if (criteria.country) conditions.push(sql`c.country = ${criteria.country}`);
  if (criteria.state) conditions.push(sql`c.state = ${criteria.state}`);
  let distance: SQL | null = null;
  if (criteria.zip) {
    const center = findZipLocation(criteria.zip);
    if (!center) throw badRequest('unknown_zip', UNKNOWN_ZIP, 'zip');
    distance = sql`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
      power(sin(radians(c.lat - ${center.lat}::float8) / 2), 2)
      + cos(radians(${center.lat}::float8)) * cos(radians(c.lat)) * power(sin(radians(c.lon - ${center.lon}::float8) / 2), 2)))))`;
    conditions.push(sql`c.country = 'US'`);
    if (criteria.radius_miles === undefined) conditions.push(sql`c.zip = ${criteria.zip}`);
    else {
      const box = boundingBox(center, criteria.radius_miles);
      conditions.push(
        sql`c.lat between ${box.minLat}::float8 and ${box.maxLat}::float8`,
        sql`c.lon between ${box.minLon}::float8 and ${box.maxLon}::float8`,
        sql`${distance} <= ${criteria.radius_miles}::float8`,
      );
    }
  }
  return { conditions, distance };
}
