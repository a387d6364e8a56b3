// What a dataset declares (docs/adding-a-dataset.md): its DuckDB tables and how they load, its
// dimensions with their hierarchies and display order, its measures with their unit and default
// aggregation, the geographic keys maps and blends use, who may read it, its sample generator and
// its release dates. The dimensions and measures are the only names that may reach SQL (a
// whitelist: the client names a dimension, the server picks the expression). Each product dataset
// is one folder under datasets/, listed in datasets/registry.ts; the engine, the analyzer, the
// dashboards and the exports work from this declaration alone.
import type { DuckDBConnection } from '@duckdb/node-api';
import type { Aggregate, ValueFormat } from '@mti/contracts/analytics/analysis-definition';
import type { Db } from '../../platform/db.ts';

export type { ValueFormat };

export type DimensionDef = {
  id: string;
  label: string;
  kind: 'period' | 'member';
  /** The copy's column the dimension derives from (a period dimension: the date column). */
  column: string;
  /** DuckDB expression over that column giving the member key as text. */
  sql: string;
  /** Members in their display order (empty for periods, whose members are months of the data). */
  members: ReadonlyArray<{ key: string; label: string }>;
};

/** Levels from the outermost to the innermost dimension (region → state; year → quarter → month). */
export type HierarchyDef = { id: string; label: string; levels: readonly string[] };

/** What a measure counts; it decides how the analyzer writes its values. */
export const MEASURE_UNITS = ['currency', 'count', 'tons', 'percent', 'index', 'number'] as const;
export type MeasureUnit = (typeof MEASURE_UNITS)[number];

const FORMAT_OF_UNIT: Record<MeasureUnit, ValueFormat> = {
  currency: 'currency',
  count: 'integer',
  tons: 'decimal',
  percent: 'percent',
  index: 'decimal',
  number: 'decimal',
};

export type MeasureFieldDef = {
  field: string;
  label: string;
  column: string;
  unit: MeasureUnit;
  /** The aggregation a new analysis starts with (a share or an index is averaged, not summed). */
  aggregate: Exclude<Aggregate, 'count_distinct'>;
};

export function formatOfMeasure(measure: Pick<MeasureFieldDef, 'unit'>): ValueFormat {
  return FORMAT_OF_UNIT[measure.unit];
}

/** Geographic keys that maps and blends join on: a dimension whose member keys are such codes. */
export const GEO_KEY_KINDS = ['state', 'county_fips', 'zip'] as const;
export type GeoKeyKind = (typeof GEO_KEY_KINDS)[number];

/** How a blend key reads the user's cells: as months, as member keys or labels, or as a zero-padded code. */
export type BlendKeyReading = 'month' | 'member' | 'county_fips' | 'zip';

export type BlendKeyDef = {
  reads: BlendKeyReading;
  /** A FROM over the user's keyed rows `u(k, …)` (joins allowed). */
  from: string;
  /** For each dimension the key determines, its expression there. */
  dims: Readonly<Record<string, string>>;
};

export type CopyStats = { rows: number; first: string | null; last: string | null };

/** Fills the dataset's DuckDB tables (replacing them in one transaction); `first`/`last` are its months. */
export type CopyLoader = (options: {
  db: Db;
  connection: DuckDBConnection;
  /** Rows copied so far, for the engine's status while the load runs. */
  onRows?: (rows: number) => void;
}) => Promise<CopyStats>;

/** When the figures were last published and when the next ones are due. */
export type DataRelease = { dataThrough: string; nextRelease: string };

export type Entitlements = {
  roles: readonly string[];
  /** False when the user's subscription lapsed (products that need one close); true if omitted. */
  subscriptionActive?: boolean;
  /** The reader, for datasets of one owner (their uploaded tables). */
  siteId?: string;
};

export type DatasetAccess = {
  /** Product roles that open this dataset (any one of them). */
  roles: readonly string[];
  /** Whether the role needs an active subscription on top. */
  subscription: boolean;
  /** Only this user (an uploaded table's owner). */
  owner?: string;
};

export type SampleGenerator = {
  /** Writes the deterministic sample up to the month before `now`; `rows` asks for exactly that many. */
  seed: (options: { db: Db; now?: Date; rows?: number }) => Promise<number>;
  /** False until the sample was written once. */
  isSeeded: (options: { db: Db }) => Promise<boolean>;
  /** Rows of one full copy of the sample up to the month before `now` (the unit of `--scale`). */
  rowsPerScale: (now: Date) => number;
};

export type DatasetDef = {
  id: string;
  title: string;
  description: string;
  /** Synthetic figures: labelled as sample data wherever they are shown. */
  sample: boolean;
  /** The DuckDB fact table, its date column (first of the month; null: no period) and its text columns. */
  table: string;
  periodColumn: string | null;
  attributeColumns: readonly string[];
  /** Every DuckDB table the copy consists of, and the loader that fills them. */
  copy: { tables: readonly string[]; load: CopyLoader };
  /**
   * Summary tables the engine builds over the fact table at each load (rollups.ts): the text columns
   * each keeps (the date column is always kept). An analysis reads the smallest that covers it.
   */
  rollups?: ReadonlyArray<readonly string[]>;
  access: DatasetAccess;
  /** In display order. */
  dimensions: readonly DimensionDef[];
  hierarchies: readonly HierarchyDef[];
  measures: readonly MeasureFieldDef[];
  geoKeys: Partial<Record<GeoKeyKind, string>>;
  /** Columns of a drill-down, in order: raw columns of the copy. */
  detailColumns: ReadonlyArray<{ id: string; label: string; sql: string; format: ValueFormat | 'text' }>;
  /** Dimensions a user's own table can be blended on, by dimension id. */
  blendKeys: Readonly<Record<string, BlendKeyDef>>;
  /** Catalog apps whose launcher card shows this dataset's release. */
  apps: readonly string[];
  release?: (now: Date) => DataRelease;
  sampleData?: SampleGenerator;
  /** Where it comes from: a product's data (the registry) or a user's uploaded table. */
  source?: 'product' | 'upload';
  /** An uploaded table's content identity: another one reloads its copy (registered datasets use their version). */
  contentVersion?: string;
};

export function isEntitled(dataset: DatasetDef, entitlements: Entitlements): boolean {
  const { access } = dataset;
  if (access.owner !== undefined) return access.owner === entitlements.siteId;
  if (access.subscription && entitlements.subscriptionActive === false) return false;
  return access.roles.some((role) => entitlements.roles.includes(role));
}

export function dimensionOf(dataset: DatasetDef, id: string): DimensionDef | undefined {
  return dataset.dimensions.find((d) => d.id === id);
}

export function measureFieldOf(dataset: DatasetDef, field: string): MeasureFieldDef | undefined {
  return dataset.measures.find((m) => m.field === field);
}
