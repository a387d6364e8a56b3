// Where a list's (or an export's) contacts come from, as one contact set: picked one by one (only
// ids the user may see), "all matching" a Find Prospects or Search Contacts query, or a My
// Analytics segment (the company's leads and/or opportunities with one value of one dimension).
import type { ListSource, ProspectCriteria, SearchCriteria } from '@mti/contracts/passport/passport-api';
import type { ContactType, DemographicDimension } from '@mti/contracts/passport/passport-values';
import { sql } from 'drizzle-orm';
import type { ShowYearAccess } from './access.ts';
import { type ContactSet, columnOf, listOf, visibleContacts } from './contact-sql.ts';
import { findSet, searchSet } from './service.ts';

export type ParsedListSource =
  | { kind: 'contacts'; contact_ids: number[] }
  | { kind: 'find'; contact_type: ContactType; criteria: ProspectCriteria }
  | { kind: 'search'; criteria: SearchCriteria }
  | {
      kind: 'segment';
      segment: { dimension: DemographicDimension; value: string; contact_types: Array<'leads' | 'opportunities'> };
    };

export function sourceSet(access: ShowYearAccess, source: ParsedListSource): ContactSet {
  switch (source.kind) {
    case 'contacts': {
      const set = visibleContacts(access, true);
      return {
        from: set.from,
        conditions: [...set.conditions, sql`c.id in ${listOf([...new Set(source.contact_ids)])}`],
      };
    }
    case 'find':
      return findSet(access, source.contact_type, source.criteria);
    case 'search': {
      const { from, conditions } = searchSet(access, source.criteria);
      return { from, conditions };
    }
    case 'segment': {
      const kinds = source.segment.contact_types.map((t) => (t === 'leads' ? 'lead' : 'opportunity'));
      return {
        from: sql`passport_contacts c join passport_interactions i
          on i.contact_id = c.id and i.company_id = ${access.companyId} and i.kind in ${listOf(kinds)}`,
        conditions: [
          sql`c.show_year = ${access.showYear}`,
          sql`${columnOf(source.segment.dimension)} = ${source.segment.value}`,
        ],
      };
    }
  }
}

/** How many distinct ids the user asked for (a "contacts" source), to tell when some were not theirs. */
export const askedFor = (source: ListSource): number | null =>
  source.kind === 'contacts' ? new Set(source.contact_ids).size : null;
