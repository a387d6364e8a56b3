// Sample content written for the demo: a fictional international manufacturing project's roadmap.
import type { RoadmapDocument } from '@mti/contracts/roadmaps/roadmaps-api';

export const internationalManufacturingRoadmap: RoadmapDocument = {
  id: 'international-manufacturing',
  title: 'International Intelligent Manufacturing Roadmap',
  organisation: 'Global Intelligent Manufacturing Project (fictional)',
  summary:
    'A research agenda shared by partners on three continents: autonomous production, sustainable factories and the skills of the manufacturing workforce.',
  horizon: '2026–2035',
  sections: [
    {
      heading: 'The partnership',
      paragraphs: [
        'Research institutes, manufacturers and universities from eleven countries pool pre-competitive research so that results become international standards rather than national ones.',
        'Each project pairs at least two regions and publishes its results openly after a twelve-month member period.',
      ],
    },
    {
      heading: 'Research themes',
      paragraphs: [
        'Autonomous production cells that plan, machine and inspect with minimal supervision; energy-aware scheduling that cuts the carbon footprint of each part; and human-centred automation in which operators teach robots rather than program them.',
        'A shared digital twin platform lets partners test their methods on the same virtual factories.',
      ],
    },
    {
      heading: 'Workforce',
      paragraphs: [
        'Every theme includes training material so that technicians learn the new methods at the same pace as engineers.',
      ],
    },
  ],
  technology_areas: [
    {
      name: 'Autonomous production',
      description: 'Cells that plan and adapt their own operations.',
      milestones: [
        { year: 2027, text: 'Self-planning machining cell demonstrated on a family of 50 parts.' },
        { year: 2030, text: 'Closed-loop inspection adjusting tool paths without operator input.' },
        { year: 2035, text: 'Lights-out production of low-volume parts across partner sites.' },
      ],
    },
    {
      name: 'Sustainable factories',
      description: 'Energy, material and emissions accounting for every part produced.',
      milestones: [
        { year: 2026, text: 'Common method for the carbon footprint of a machined part.' },
        { year: 2029, text: 'Energy-aware scheduling in commercial production software.' },
      ],
    },
    {
      name: 'Human-centred automation',
      description: 'Collaborative robots taught by demonstration and safe shared workspaces.',
      milestones: [
        { year: 2027, text: 'Teach-by-demonstration for welding and deburring robots.' },
        { year: 2032, text: 'Certified shared workspaces without fixed guarding.' },
      ],
    },
  ],
};
