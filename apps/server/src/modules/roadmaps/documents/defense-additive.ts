// Sample content written for the demo: a fictional defense additive manufacturing roadmap.
import type { RoadmapDocument } from '@mti/contracts/roadmaps/roadmaps-api';

export const defenseAdditiveRoadmap: RoadmapDocument = {
  id: 'defense-additive',
  title: 'Defense Additive Manufacturing Roadmap',
  organisation: 'Joint Additive Manufacturing Working Group (fictional)',
  summary:
    'How printed metal and polymer parts reach the field: qualification, spare parts on demand, and a digital thread from design to depot.',
  horizon: '2026–2033',
  sections: [
    {
      heading: 'Mission need',
      paragraphs: [
        'Aging platforms wait months for spare parts whose original suppliers no longer exist. Additive manufacturing can print many of those parts at or near the point of need, but only when each part is qualified and its build record travels with it.',
        'The working group coordinates depots, program offices and the industrial base so that the same qualification evidence is accepted everywhere.',
      ],
    },
    {
      heading: 'Qualification and certification',
      paragraphs: [
        'Qualification today repeats costly destructive tests for every new machine and powder lot. The roadmap moves toward qualifying the process instead: in-situ monitoring of the melt pool, statistical acceptance of powder feedstock, and non-destructive inspection by computed tomography.',
        'Digital twin models of each build predict distortion and porosity before printing, reducing scrapped builds.',
      ],
    },
    {
      heading: 'Industrial base',
      paragraphs: [
        'Suppliers are asked to share build files through a secure digital thread and to maintain cybersecurity controls for technical data.',
      ],
    },
  ],
  technology_areas: [
    {
      name: 'Process qualification',
      description: 'Qualifying machines and processes rather than each individual part.',
      milestones: [
        { year: 2026, text: 'Common qualification framework for laser powder bed fusion of titanium.' },
        { year: 2028, text: 'In-situ melt pool monitoring accepted as inspection evidence.' },
        { year: 2031, text: 'Qualification transferable between depots without repeat testing.' },
      ],
    },
    {
      name: 'Spare parts on demand',
      description: 'A catalogue of printable spare parts with their approved build files.',
      milestones: [
        { year: 2027, text: 'First 500 obsolete parts released as qualified digital inventory.' },
        { year: 2030, text: 'Expeditionary printers producing qualified parts in the field.' },
      ],
    },
    {
      name: 'Materials and feedstock',
      description: 'Powder and wire specifications, reuse limits and supply assurance.',
      milestones: [
        { year: 2026, text: 'Powder reuse limits set for nickel superalloys.' },
        { year: 2029, text: 'Domestic supply of aerospace-grade powders for all qualified alloys.' },
        { year: 2033, text: 'Multi-material builds qualified for structural parts.' },
      ],
    },
  ],
};
