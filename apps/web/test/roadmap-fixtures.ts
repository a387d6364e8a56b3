// Two small roadmap documents for the roadmap component tests.
import type { RoadmapDocument } from '@mti/contracts/roadmaps/roadmaps-api';

const doc = (id: RoadmapDocument['id'], title: string, body: string): RoadmapDocument => ({
  id,
  title,
  organisation: `${title} Council`,
  summary: `Summary of ${title}.`,
  horizon: '2026–2030',
  sections: [{ heading: 'Purpose', paragraphs: [body] }],
  technology_areas: [
    { name: 'Area one', description: 'First area.', milestones: [{ year: 2027, text: `${title} milestone.` }] },
  ],
});

export const JOINING = doc('materials-joining', 'Joining Roadmap', 'Friction stir welding joins aluminium to steel.');
export const ADDITIVE = doc('defense-additive', 'Additive Roadmap', 'Printed parts replace welding of brackets.');
export const ROADMAP_SUMMARIES = [
  { id: 'standards-institute', title: 'Standards Roadmap', organisation: 'Institute', summary: 'S.', horizon: '2026' },
  { id: 'defense-additive', title: 'Additive Roadmap', organisation: 'Group', summary: 'A.', horizon: '2026' },
  {
    id: 'international-manufacturing',
    title: 'International Roadmap',
    organisation: 'Project',
    summary: 'I.',
    horizon: '2026',
  },
  { id: 'materials-joining', title: 'Joining Roadmap', organisation: 'Council', summary: 'J.', horizon: '2026' },
] as const;
