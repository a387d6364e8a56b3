// The datasets of the analytics module: one folder each under datasets/, one line each here
// (docs/adding-a-dataset.md). The engine loads every one; the analyzer, dashboards and exports
// know them only through their declarations.
import type { DatasetDef } from '../dataset-declaration.ts';
import { AWT_ORDERS_DATASET } from './awt-orders/awt-orders-dataset.ts';
import { COUNTY_MANUFACTURING_DATASET } from './county-manufacturing/county-manufacturing-dataset.ts';
import { ECON_INDICATORS_DATASET } from './econ-indicators/econ-indicators-dataset.ts';
import { USMTO_ADVANCE_DATASET } from './usmto-advance/usmto-advance-dataset.ts';
import { USMTO_ORDERS_DATASET } from './usmto-orders/usmto-orders-dataset.ts';

export const REGISTERED_DATASETS: readonly DatasetDef[] = [
  USMTO_ORDERS_DATASET,
  COUNTY_MANUFACTURING_DATASET,
  AWT_ORDERS_DATASET,
  ECON_INDICATORS_DATASET,
  USMTO_ADVANCE_DATASET,
];
