// Blend: one of the user's uploaded tables joined to the dataset by a key column (state, month or
// industry), its number columns added as measures beside the dataset's.

import { Alert, Anchor, Button, Checkbox, Group, Input, Loader, Select, Stack, Text, Title } from '@mantine/core';
import {
  AGGREGATE_LABELS,
  type AnalysisDefinitionInput,
  BLEND_AGGREGATES,
  type BlendKeyDimension,
  blendSpec,
  MAX_BLEND_MEASURES,
  MSG,
  VALUE_FORMATS,
  type ValueFormat,
} from '@mti/contracts/analytics/analysis-definition';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import type { UserTableDescription } from '@mti/contracts/files/repository-api';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { paths } from '../../../lib/paths.ts';
import { userTablesQuery } from '../api/get-user-tables.ts';

type Blend = NonNullable<AnalysisDefinitionInput['blend']>;
type BlendAggregate = (typeof BLEND_AGGREGATES)[number];
type Draft = {
  table: string | null;
  keyColumn: string | null;
  keyDimension: BlendKeyDimension | null;
  /** unit: as the user set it; none follows the column ($ → currency, whole numbers, …). */
  measures: { column: string; aggregate: BlendAggregate; unit?: ValueFormat }[];
};
type DraftErrors = Partial<Record<'table' | 'keyColumn' | 'measures', string>>;

export const TABLES_FAILED_MSG = 'Your tables could not be loaded. Please try again.';

const KEY_HINTS: Record<BlendKeyDimension, string> = {
  state: 'state codes (OH) or names (Ohio).',
  month: 'months or dates such as 2024-03, Mar 2024, 15.03.2024 or 03/2024.',
  industry: 'industry names as the dataset spells them (any case).',
};

function draftOf(blend: Blend | undefined): Draft {
  return blend
    ? {
        table: blend.table,
        keyColumn: blend.key.column,
        keyDimension: blend.key.dimension,
        measures: blend.measures.map((m) => ({ column: m.column, aggregate: m.aggregate ?? 'sum', unit: m.unit })),
      }
    : { table: null, keyColumn: null, keyDimension: null, measures: [] };
}

const AS_WRITTEN = 'as-written';
const UNIT_LABELS: Record<ValueFormat, string> = {
  integer: 'Whole number',
  decimal: 'Number',
  currency: 'Currency (USD)',
  percent: 'Percent',
};
const UNIT_OPTIONS = [
  { value: AS_WRITTEN, label: 'Unit as written' },
  ...VALUE_FORMATS.map((f) => ({ value: f, label: UNIT_LABELS[f] })),
];

/** A key dimension the column's name suggests (State → state), else the dataset's first. */
function guessKeyDimension(column: string, keys: BlendKeyDimension[]): BlendKeyDimension | null {
  const name = column.toLowerCase();
  const hint = keys.find((k) => name.includes(k) || (k === 'month' && /date|period/.test(name)));
  return hint ?? keys[0] ?? null;
}

/** Measure ids of the form blend_<column>, unique beside the analysis's own measures. */
function measureIds(columns: string[], taken: readonly string[]): string[] {
  const used = new Set(taken);
  return columns.map((column) => {
    const slug = column
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 28);
    const base = `blend_${slug || 'value'}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}_${n}`;
    used.add(id);
    return id;
  });
}

export function BlendPanel({
  definition,
  dataset,
  onChange,
}: {
  definition: AnalysisDefinitionInput;
  dataset: DatasetDescription;
  onChange: (next: AnalysisDefinitionInput) => void;
}) {
  const titleId = useId();
  const tables = useQuery(userTablesQuery());
  return (
    <Stack gap="md" role="group" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        Blend your data
      </Title>
      <Text size="sm" c="dimmed">
        Add the figures of a table you uploaded, matched to this dataset by a state, month or industry column.
      </Text>
      {tables.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading your tables…</Text>
        </Group>
      ) : tables.isError ? (
        <LoadError error={tables.error} onRetry={() => void tables.refetch()} fallback={TABLES_FAILED_MSG} />
      ) : dataset.blend_keys.length === 0 ? (
        <Text size="sm">This dataset cannot be blended with your own tables.</Text>
      ) : tables.data.length === 0 && !definition.blend ? (
        <Text size="sm">
          You have no uploaded tables yet. Upload a CSV or Excel file with a state, month or industry column in{' '}
          <Anchor component={Link} to={paths.myFiles} underline="always">
            My Files
          </Anchor>
          , then come back to blend it.
        </Text>
      ) : (
        <BlendForm definition={definition} dataset={dataset} tables={tables.data} onChange={onChange} />
      )}
    </Stack>
  );
}

function BlendForm({
  definition,
  dataset,
  tables,
  onChange,
}: {
  definition: AnalysisDefinitionInput;
  dataset: DatasetDescription;
  tables: UserTableDescription[];
  onChange: (next: AnalysisDefinitionInput) => void;
}) {
  const measuresLabelId = useId();
  const keyHintId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(definition.blend));
  const [errors, setErrors] = useState<DraftErrors>({});
  // A blend changed elsewhere (a saved analysis opened) replaces what is being edited.
  useEffect(() => {
    setDraft(draftOf(definition.blend));
    setErrors({});
  }, [definition.blend]);

  const keys = dataset.blend_keys.filter((k): k is BlendKeyDimension => ['state', 'month', 'industry'].includes(k));
  const keyLabel = (k: string) => dataset.dimensions.find((d) => d.id === k)?.label ?? k;
  const table = tables.find((t) => t.name === draft.table);
  const missing = draft.table !== null && !table;
  const valueColumns = table?.columns.filter((c) => c !== draft.keyColumn) ?? [];
  const full = draft.measures.length >= MAX_BLEND_MEASURES;

  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors({});
  };

  const apply = () => {
    const columns = draft.measures.map((m) => m.column);
    const ids = measureIds(
      columns,
      (definition.measures ?? []).map((m) => m.id),
    );
    const candidate = {
      table: missing ? '' : (draft.table ?? ''),
      key: { column: draft.keyColumn ?? '', dimension: (draft.keyDimension ?? keys[0]) as BlendKeyDimension },
      measures: draft.measures.map((m, i) => ({
        id: ids[i] as string,
        column: m.column,
        aggregate: m.aggregate,
        label: m.column.trim().slice(0, 100) || undefined,
        ...(m.unit ? { unit: m.unit } : {}),
      })),
    };
    const parsed = blendSpec.safeParse(candidate);
    if (!parsed.success) {
      const next: DraftErrors = {};
      for (const issue of parsed.error.issues) {
        const [first, second] = issue.path;
        const field = first === 'table' ? 'table' : first === 'key' && second === 'column' ? 'keyColumn' : 'measures';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    onChange({ ...definition, blend: candidate as Blend });
  };

  const remove = () => {
    const { blend: _removed, ...rest } = definition;
    onChange(rest);
  };

  return (
    <Stack gap="sm">
      {missing && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} p="xs">
          “{draft.table}” is no longer among your files. {MSG.blendTable}
        </Alert>
      )}
      <Select
        label="Your table"
        placeholder="Pick an uploaded table"
        data={tables.map((t) => ({ value: t.name, label: `${t.name} (${t.row_count.toLocaleString('en-US')} rows)` }))}
        value={table ? table.name : null}
        onChange={(name) => {
          const picked = tables.find((t) => t.name === name);
          const keyColumn = picked?.columns[0] ?? null;
          set({
            table: name,
            keyColumn,
            keyDimension: keyColumn ? guessKeyDimension(keyColumn, keys) : null,
            measures: [],
          });
        }}
        searchable
        nothingFoundMessage="No such table"
        error={errors.table}
      />
      {table && (
        <>
          <Group grow align="flex-start">
            <Select
              label="Key column"
              data={table.columns}
              value={draft.keyColumn}
              onChange={(column) =>
                set({
                  keyColumn: column,
                  keyDimension: column ? guessKeyDimension(column, keys) : draft.keyDimension,
                  measures: draft.measures.filter((m) => m.column !== column),
                })
              }
              allowDeselect={false}
              error={errors.keyColumn}
            />
            <Select
              label="Dataset dimension"
              data={keys.map((k) => ({ value: k, label: keyLabel(k) }))}
              value={draft.keyDimension}
              onChange={(k) => set({ keyDimension: k as BlendKeyDimension })}
              allowDeselect={false}
              aria-describedby={keyHintId}
            />
          </Group>
          {draft.keyDimension && (
            <Text id={keyHintId} size="xs" c="dimmed" mt={-6}>
              The key column holds {KEY_HINTS[draft.keyDimension]}
            </Text>
          )}
          <Input.Wrapper
            labelElement="div"
            label={<span id={measuresLabelId}>Columns to add as measures</span>}
            description={`Number columns, up to ${MAX_BLEND_MEASURES}; cells that are not numbers are left out.`}
            error={errors.measures}
          >
            <Stack gap={6} mt={6} role="group" aria-labelledby={measuresLabelId}>
              {valueColumns.length === 0 && (
                <Text size="sm" c="dimmed">
                  This table has no other column.
                </Text>
              )}
              {valueColumns.map((column) => {
                const chosen = draft.measures.find((m) => m.column === column);
                return (
                  <Group key={column} gap="sm" wrap="wrap" mih={36}>
                    <Checkbox
                      label={column}
                      checked={!!chosen}
                      disabled={!chosen && full}
                      onChange={(event) =>
                        set({
                          measures: event.currentTarget.checked
                            ? [...draft.measures, { column, aggregate: 'sum' }]
                            : draft.measures.filter((m) => m.column !== column),
                        })
                      }
                      flex={1}
                    />
                    {chosen && (
                      <Select
                        aria-label={`Aggregate of ${column}`}
                        data={BLEND_AGGREGATES.map((a) => ({ value: a, label: AGGREGATE_LABELS[a] }))}
                        value={chosen.aggregate}
                        onChange={(a) =>
                          set({
                            measures: draft.measures.map((m) =>
                              m.column === column ? { ...m, aggregate: a as BlendAggregate } : m,
                            ),
                          })
                        }
                        allowDeselect={false}
                        size="xs"
                        w={150}
                      />
                    )}
                    {chosen && chosen.aggregate !== 'count' && (
                      <Select
                        aria-label={`Unit of ${column}`}
                        data={UNIT_OPTIONS}
                        value={chosen.unit ?? AS_WRITTEN}
                        onChange={(u) =>
                          set({
                            measures: draft.measures.map((m) =>
                              m.column === column
                                ? { ...m, unit: u && u !== AS_WRITTEN ? (u as ValueFormat) : undefined }
                                : m,
                            ),
                          })
                        }
                        allowDeselect={false}
                        size="xs"
                        w={150}
                      />
                    )}
                  </Group>
                );
              })}
            </Stack>
          </Input.Wrapper>
          <Text size="xs" c="dimmed">
            Your figures are split by what the key determines (a state gives its region, a month its quarter and year);
            under other dimensions each member shows the same value.
          </Text>
        </>
      )}
      <Group gap="xs">
        <Button onClick={apply}>{definition.blend ? 'Update blend' : 'Blend'}</Button>
        {definition.blend && (
          <Button variant="subtle" color="red" onClick={remove}>
            Remove blend
          </Button>
        )}
      </Group>
    </Stack>
  );
}
