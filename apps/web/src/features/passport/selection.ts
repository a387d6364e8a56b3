// Search Contacts' selection: every result on every page (Select All), or contacts picked one by one
// (and page by page with Select All On This Page), remembered with their opt-in for the counts.
import type { ListSource, PassportContact, SearchCriteria } from '@mti/contracts/passport/passport-api';

export type Selection = { kind: 'all' } | { kind: 'picked'; contacts: ReadonlyMap<number, PassportContact> };

export const noSelection: Selection = { kind: 'picked', contacts: new Map() };

const optedIn = (c: PassportContact) => c.opt_in && c.email_valid;

/** How many contacts are selected, and how many of them opted in to e-mail with a valid address. */
export function selectionCounts(selection: Selection, totals: { total: number; opted_in: number } | undefined) {
  if (selection.kind === 'all') return { selected: totals?.total ?? 0, optedIn: totals?.opted_in ?? 0 };
  const picked = [...selection.contacts.values()];
  return { selected: picked.length, optedIn: picked.filter(optedIn).length };
}

export function toggleContact(selection: Selection, contact: PassportContact): Selection {
  const contacts = new Map(selection.kind === 'picked' ? selection.contacts : []);
  if (contacts.has(contact.contact_id)) contacts.delete(contact.contact_id);
  else contacts.set(contact.contact_id, contact);
  return { kind: 'picked', contacts };
}

export function pickPage(selection: Selection, page: readonly PassportContact[]): Selection {
  const contacts = new Map(selection.kind === 'picked' ? selection.contacts : []);
  for (const contact of page) contacts.set(contact.contact_id, contact);
  return { kind: 'picked', contacts };
}

/** What Save List sends: all that the search matches, or the picked contacts. */
export function listSourceOf(selection: Selection, criteria: SearchCriteria): ListSource {
  return selection.kind === 'all'
    ? { kind: 'search', criteria }
    : { kind: 'contacts', contact_ids: [...selection.contacts.keys()] };
}
