// Sample content written for the demo: a fictional standards institute's roadmap.
import type { RoadmapDocument } from '@mti/contracts/roadmaps/roadmaps-api';

export const standardsInstituteRoadmap: RoadmapDocument = {
  id: 'standards-institute',
  title: 'Smart Manufacturing Standards Roadmap',
  organisation: 'National Institute for Manufacturing Standards (fictional)',
  summary:
    'Where interoperability standards for connected factories are heading: data models, digital twins, machine connectivity and measurement.',
  horizon: '2026–2032',
  sections: [
    {
      heading: 'Purpose',
      paragraphs: [
        'Small and medium manufacturers lose weeks connecting machines, software and suppliers that describe the same part in different ways. This roadmap sets out which standards the institute will develop, test and promote so that a machine tool, a quality system and a supplier portal can exchange data without custom adapters.',
        'It was drafted with machine builders, software vendors, job shops and universities in four workshops, and it is reviewed every two years.',
      ],
    },
    {
      heading: 'Priorities',
      paragraphs: [
        'The first priority is a common information model for machine tool connectivity, so that spindle load, cycle time and alarm history read the same on every brand of controller. The second is a reference architecture for the digital twin of a production line, with conformance tests that a shop can run itself.',
        'Measurement science underpins both: calibrated sensors, traceable uncertainty and verified data quality are preconditions for any automated decision.',
      ],
    },
    {
      heading: 'How industry can take part',
      paragraphs: [
        'Manufacturers can join the testbed programme, contribute anonymised machine data to the reference datasets, and pilot draft standards before they are balloted.',
      ],
    },
  ],
  technology_areas: [
    {
      name: 'Machine connectivity',
      description: 'Vendor-neutral interfaces for reading and commanding CNC machine tools and robots.',
      milestones: [
        { year: 2026, text: 'Information model for machine tool state and alarms published for comment.' },
        { year: 2028, text: 'Conformance test suite available to controller builders.' },
        { year: 2031, text: 'Two-way commanding of machines through the common interface, with security profiles.' },
      ],
    },
    {
      name: 'Digital twin of the production line',
      description: 'A reference architecture and vocabulary for twins that stay synchronised with the shop floor.',
      milestones: [
        { year: 2027, text: 'Reference architecture and terminology standard.' },
        { year: 2029, text: 'Interoperability demonstration across three simulation tools.' },
        { year: 2032, text: 'Digital twin certification scheme for small manufacturers.' },
      ],
    },
    {
      name: 'Measurement and data quality',
      description: 'Traceable measurement and data-quality indicators for automated decisions.',
      milestones: [
        { year: 2026, text: 'Guide to uncertainty statements for in-process sensors.' },
        { year: 2030, text: 'Data-quality labels attached to every exchanged measurement.' },
      ],
    },
  ],
};
