// Titles and summaries of the eight Exhibitor Passport help pages, in the order the help guide lists
// them; kept apart from the texts so the route table carries only these lines.
export const exhibitorPassportHelpSlugs = [
  'overview',
  'find-prospects',
  'campaign',
  'my-analytics',
  'saved-filters',
  'saved-lists',
  'passport-territory-manager',
  'search-contacts',
] as const;
export type ExhibitorPassportHelpSlug = (typeof exhibitorPassportHelpSlugs)[number];

export const exhibitorPassportHelpMeta: Record<ExhibitorPassportHelpSlug, { title: string; summary: string }> = {
  overview: { title: 'Overview', summary: 'Registration totals, top industries and products, and the region map.' },
  'find-prospects': {
    title: 'Find Prospects',
    summary: 'Filter attendees by show year, contact type and demographics, and save the list.',
  },
  campaign: { title: 'Campaigns', summary: 'Create, proof and schedule an e-mail campaign to a saved list.' },
  'my-analytics': {
    title: 'My Analytics',
    summary: 'Your leads and opportunities, broken down, with the lead percent per product category.',
  },
  'saved-filters': { title: 'Saved Filters', summary: 'Refresh, rename, delete and reload the filters you saved.' },
  'saved-lists': { title: 'Saved Lists', summary: 'Rename, delete and export your saved attendee lists.' },
  'passport-territory-manager': {
    title: 'Passport Territory Manager',
    summary: 'Divide attendees among your company’s passport users by territory.',
  },
  'search-contacts': {
    title: 'Search Contacts',
    summary: 'Find people by name, title, company, location or zip-code radius.',
  },
};
