// Sample content written for the demo: a fictional materials joining technology roadmap.
import type { RoadmapDocument } from '@mti/contracts/roadmaps/roadmaps-api';

export const materialsJoiningRoadmap: RoadmapDocument = {
  id: 'materials-joining',
  title: 'Materials Joining Technology Roadmap',
  organisation: 'Joining Technology Council (fictional)',
  summary:
    'Welding, brazing and adhesive bonding for lighter products: dissimilar materials, automated welding and joint inspection.',
  horizon: '2026–2031',
  sections: [
    {
      heading: 'Why joining matters',
      paragraphs: [
        'Lighter vehicles, aircraft and machines combine aluminium, high-strength steel and composites, and the joint between them often limits the design. Welding alone cannot join every pair; friction stir welding, brazing and structural adhesives fill the gaps.',
        'A shortage of skilled welders makes automation and adaptive process control urgent for shops of every size.',
      ],
    },
    {
      heading: 'Challenges',
      paragraphs: [
        'Dissimilar joints corrode, crack or lose strength at the interface. Inspection of bonded and friction-stir joints relies on destructive tests, and weld quality depends on operator skill that is hard to capture.',
      ],
    },
    {
      heading: 'Approach',
      paragraphs: [
        'The council funds shared testing of joint designs, publishes weld procedure data, and develops sensor-based monitoring so that every weld carries its own quality record.',
      ],
    },
  ],
  technology_areas: [
    {
      name: 'Dissimilar materials',
      description: 'Joining aluminium to steel, metals to composites, and coated sheets.',
      milestones: [
        { year: 2026, text: 'Design guide for friction stir welding of aluminium to steel.' },
        { year: 2028, text: 'Corrosion-resistant hybrid joints qualified for vehicle structures.' },
        { year: 2031, text: 'Adhesive bonding of composite to metal certified for primary structures.' },
      ],
    },
    {
      name: 'Automated welding',
      description: 'Adaptive robotic welding that compensates for fit-up variation.',
      milestones: [
        { year: 2027, text: 'Seam tracking and adaptive fill on low-cost collaborative welding robots.' },
        { year: 2030, text: 'Weld procedures generated from the part model and material pair.' },
      ],
    },
    {
      name: 'Joint inspection',
      description: 'Non-destructive evaluation and in-process monitoring of joints.',
      milestones: [
        { year: 2026, text: 'Acoustic and thermal monitoring of every weld recorded with the part.' },
        { year: 2029, text: 'Ultrasonic inspection of bonded joints accepted in place of peel tests.' },
      ],
    },
  ],
};
