// The result as the definition asks to show it: the table or a chart, with the display units,
// title, labels and image export above it, and partial periods flagged.
import { Stack, Text } from '@mantine/core';
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { useMemo, useState } from 'react';
import { chartTitle, generatedChartTitle } from '../../../components/charts/analysis/chart-title.ts';
import { type ChartImage, echartsImage } from '../../../components/charts/chart-image.ts';
import { putAloneOnRows, setChartMeasure, setIncludePartialPeriods } from '../analysis-edits.ts';
import { setChartTitle, setDataLabels, setDisplayUnits } from '../chart-edits.ts';
import { chooseMapState, type MapGeography } from '../map-choice.ts';
import { partialRows } from '../period-coverage.ts';
import { ChartToolbar } from './chart-toolbar.tsx';
import { PartialPeriodsNote } from './partial-periods-note.tsx';
import { type CellPick, PivotTable } from './pivot-table.tsx';
import { ResultChart } from './result-chart.tsx';
import { ScenarioTotals } from './scenario-totals.tsx';

type ResultViewProps = {
  definition: AnalysisDefinitionInput;
  result: AnalysisResult;
  onEdit: (edit: (d: AnalysisDefinitionInput) => AnalysisDefinitionInput) => void;
  onPickCell: (pick: CellPick) => void;
  /** The dataset's state and county dimensions (its geographic keys): what the map can show. */
  mapGeography: MapGeography;
  /** The analysis' filters, as the map caption writes them. */
  mapFilters: readonly string[];
  /** The analysis is filtered to part of the country: the map frames what it shows. */
  mapFramesShaded: boolean;
};

export function ResultView({
  definition,
  result,
  onEdit,
  onPickCell,
  mapGeography,
  mapFilters,
  mapFramesShaded,
}: ResultViewProps) {
  const [image, setImage] = useState<ChartImage | null>(null);
  const chart = definition.chart?.type ?? 'table';
  const units = definition.chart?.units ?? 'exact';
  const dataLabels = definition.chart?.data_labels ?? false;
  const partial = useMemo(() => partialRows(result), [result]);
  const isTable = chart === 'table' || chart === 'pivot';
  const title = chartTitle(definition, result);
  return (
    <Stack gap="xs">
      <ChartToolbar
        units={units}
        onUnits={(u) => onEdit((d) => setDisplayUnits(d, u))}
        chart={
          isTable
            ? null
            : {
                title: definition.chart?.title ?? '',
                generatedTitle: generatedChartTitle(definition, result),
                onTitle: (t) => onEdit((d) => setChartTitle(d, t)),
                dataLabels,
                onDataLabels: (on) => onEdit((d) => setDataLabels(d, on)),
                image,
              }
        }
      />
      <PartialPeriodsNote
        result={result}
        included={definition.include_partial_periods ?? false}
        onInclude={(include) => onEdit((d) => setIncludePartialPeriods(d, include))}
      />
      {isTable ? (
        <>
          <PivotTable result={result} units={units} partial={partial} onPickCell={onPickCell} />
          <Text size="xs" c="dimmed">
            Select a value or a total to see the rows behind it.
          </Text>
        </>
      ) : (
        <ResultChart
          result={result}
          type={chart}
          units={units}
          dataLabels={dataLabels}
          title={title}
          partial={partial}
          onInstance={(instance) => setImage(instance ? echartsImage(instance) : null)}
          onMapImage={setImage}
          mapMeasure={definition.chart?.measure}
          onMapMeasure={(id) => onEdit((d) => setChartMeasure(d, id))}
          onMapRows={(dimension) => onEdit((d) => putAloneOnRows(d, dimension))}
          onPickCell={onPickCell}
          mapGeography={mapGeography}
          mapFilters={mapFilters}
          mapFramesShaded={mapFramesShaded}
          onChooseState={(key) => onEdit((d) => chooseMapState(d, key, mapGeography))}
        />
      )}
      <ScenarioTotals result={result} units={units} />
    </Stack>
  );
}
