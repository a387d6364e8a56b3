// The four roadmap documents (spec §2, §9), in card order. Sample content written for the demo.
import type { RoadmapDocument } from '@mti/contracts/roadmaps/roadmaps-api';
import { defenseAdditiveRoadmap } from './defense-additive.ts';
import { internationalManufacturingRoadmap } from './international-manufacturing.ts';
import { materialsJoiningRoadmap } from './materials-joining.ts';
import { standardsInstituteRoadmap } from './standards-institute.ts';

export const ALL_ROADMAPS: readonly RoadmapDocument[] = [
  standardsInstituteRoadmap,
  defenseAdditiveRoadmap,
  internationalManufacturingRoadmap,
  materialsJoiningRoadmap,
];
