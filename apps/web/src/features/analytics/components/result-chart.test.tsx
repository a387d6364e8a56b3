// The analyzer's map at county level: an analysis by the dataset's county dimension (FIPS keys) is
// drawn as a county map (its caption and keyboard walk say so; Chromium checks the shapes and
// colours in analyzer-maps.spec.ts), names them as people do ("Cuyahoga County, OH") in its spoken
// summary, keyboard walk and tooltip, and a county chosen with Enter or a click opens its rows.
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { header } from '../../../../test/analyzer-fixtures.ts';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ResultChart } from './result-chart.tsx';

/** Establishments by county: two Ohio counties (Cuyahoga, Franklin) and the grand total. */
function byCounty(): AnalysisResult {
  const rows = [
    header(['39035'], ['Cuyahoga County, OH'], 'member'),
    header(['39049'], ['Franklin County, OH'], 'member'),
    header([null], [null], 'total'),
  ];
  return {
    dataset: 'county-manufacturing',
    sample: true,
    row_dimensions: [{ id: 'county', label: 'County' }],
    column_dimensions: [],
    measures: [
      {
        id: 'establishments',
        label: 'Establishments',
        field: 'establishments',
        aggregate: 'sum',
        calculation: 'none',
        format: 'integer',
        source: 'dataset',
      },
    ],
    row_headers: rows,
    column_headers: [header([], [], 'member')],
    cells: [[[1234]], [[567]], [[1801]]],
    projection: null,
    meta: { data_version: '1', cached: false, cell_count: 3 },
  };
}

function renderMap(countyDimension: string | undefined, onPickCell = vi.fn()) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ResultChart
        result={byCounty()}
        type="map"
        mapMeasure={undefined}
        onMapMeasure={() => {}}
        onStateOnRows={() => {}}
        onPickCell={onPickCell}
        countyDimension={countyDimension}
        units="exact"
        dataLabels={false}
        title="Establishments by county"
        partial={[null, null, null]}
        onInstance={() => {}}
      />
    </AppProviders>,
  );
  return onPickCell;
}

describe('the analyzer map of an analysis by county', { timeout: 30_000 }, () => {
  it('names the counties, walks them by keyboard, and opens a county’s rows', async () => {
    const user = userEvent.setup();
    const onPickCell = renderMap('county');
    expect(screen.getByTestId('map-caption')).toHaveTextContent('Establishments by county — all data');
    // The drawing's spoken summary names the counties, not their FIPS keys.
    expect(
      await screen.findByRole('img', {
        name: /2 counties have a figure\. Highest: Cuyahoga County, OH, 1,234\. Lowest: Franklin County, OH, 567\./,
      }),
    ).toBeInTheDocument();
    const map = screen.getByRole('group', { name: /by county.*Arrow keys move between counties/ });
    // The grand total is neither an area nor a stop of the keyboard walk: two counties, in turn.
    map.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('map-focus')).toHaveTextContent(/^Cuyahoga County, OH: 1,234$/);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('map-focus')).toHaveTextContent(/^Franklin County, OH: 567$/);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('map-focus')).toHaveTextContent(/^Cuyahoga County, OH: 1,234$/);
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onPickCell).toHaveBeenCalledWith(expect.objectContaining({ cell: { row: ['39049'], column: [] } }));
  });

  it('tells the county under the pointer by name, and a click on it opens its rows', async () => {
    const user = userEvent.setup();
    const onPickCell = renderMap('county');
    const drawing = await screen.findByRole('img', { name: /^Map of Establishments by county/ });
    // jsdom lays nothing out: the county is reached by its drawn area's key, as the pointer would.
    const cuyahoga = drawing.querySelector('path[data-fips="39035"]') as Element;
    await user.hover(cuyahoga);
    expect(screen.getByTestId('map-tooltip')).toHaveTextContent('Cuyahoga County, OH: 1,234');
    await user.click(cuyahoga);
    expect(onPickCell).toHaveBeenCalledWith(expect.objectContaining({ cell: { row: ['39035'], column: [] } }));
  });

  it('asks for State on rows when the dataset has no county dimension', () => {
    renderMap(undefined);
    expect(screen.getByText('The map needs State alone on rows')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Arrow keys move between counties/ })).toBeNull();
  });
});
