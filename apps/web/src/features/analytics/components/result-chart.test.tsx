// The analyzer's map at county level: an analysis by the dataset's county dimension (FIPS keys) is
// drawn as a county map (its caption and keyboard walk say so; Chromium checks the shapes and
// colours in analyzer-maps.spec.ts), names them as people do ("Cuyahoga County, OH") in its spoken
// summary, keyboard walk and tooltip, and a county chosen with Enter or a click opens its rows.

import { MantineProvider } from '@mantine/core';
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { header } from '../../../../test/analyzer-fixtures.ts';
import { AppProviders } from '../../../app/providers.tsx';
import { theme } from '../../../app/theme.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import type { MapGeography } from '../map-choice.ts';
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

/** The county dataset's geographic keys: State (codes) and County (FIPS). */
const COUNTY_DATASET: MapGeography = { state: 'state', county: 'county', rows: { id: 'state', label: 'State' } };

function renderMap(mapGeography: MapGeography, onPickCell = vi.fn(), onMapRows = vi.fn(), result = byCounty()) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ResultChart
        result={result}
        type="map"
        mapMeasure={undefined}
        onMapMeasure={() => {}}
        onMapRows={onMapRows}
        onPickCell={onPickCell}
        mapGeography={mapGeography}
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
    const onPickCell = renderMap(COUNTY_DATASET);
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
    const onPickCell = renderMap(COUNTY_DATASET);
    const drawing = await screen.findByRole('img', { name: /^Map of Establishments by county/ });
    // jsdom lays nothing out: the county is reached by its drawn area's key, as the pointer would.
    const cuyahoga = drawing.querySelector('path[data-fips="39035"]') as Element;
    await user.hover(cuyahoga);
    expect(screen.getByTestId('map-tooltip')).toHaveTextContent('Cuyahoga County, OH: 1,234');
    await user.click(cuyahoga);
    expect(onPickCell).toHaveBeenCalledWith(expect.objectContaining({ cell: { row: ['39035'], column: [] } }));
  });

  it('asks for State on rows when the dataset has no county dimension', () => {
    renderMap({ state: 'state', rows: { id: 'state', label: 'State' } });
    expect(screen.getByText('The map needs State alone on rows')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Arrow keys move between counties/ })).toBeNull();
  });

  it('draws the counties of any dataset whose county key has another id (an upload\'s "FIPS" column)', async () => {
    const result = byCounty();
    renderMap({ county: 'fips', rows: { id: 'fips', label: 'FIPS' } }, vi.fn(), vi.fn(), {
      ...result,
      row_dimensions: [{ id: 'fips', label: 'FIPS' }],
    });
    expect(await screen.findByRole('img', { name: /^Map of Establishments by county/ })).toBeInTheDocument();
  });

  it('asks for the dataset\'s own state dimension on rows, by its label (an upload\'s "ST" column)', async () => {
    const user = userEvent.setup();
    const onMapRows = vi.fn();
    renderMap({ state: 'st', rows: { id: 'st', label: 'ST' } }, vi.fn(), onMapRows);
    expect(screen.getByText('The map needs ST alone on rows')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Put ST on rows' }));
    expect(onMapRows).toHaveBeenCalledWith('st');
  });

  it('says so when the dataset has neither states nor counties', () => {
    renderMap({ rows: null });
    expect(screen.getByText('This dataset has no states or counties to map')).toBeInTheDocument();
  });
});

describe('the county map in each colour scheme', { timeout: 30_000 }, () => {
  /** The fills of Cuyahoga (the most), Franklin (the least) and Harris (no figure), the legend and the borders. */
  async function colours(scheme: 'light' | 'dark') {
    const view = render(
      <MantineProvider theme={theme} forceColorScheme={scheme}>
        <ResultChart
          result={byCounty()}
          type="map"
          mapMeasure={undefined}
          onMapMeasure={() => {}}
          onMapRows={() => {}}
          onPickCell={() => {}}
          mapGeography={COUNTY_DATASET}
          units="exact"
          dataLabels={false}
          title="Establishments by county"
          partial={[null, null, null]}
          onInstance={() => {}}
        />
      </MantineProvider>,
    );
    const drawing = await screen.findByRole('img', { name: /^Map of Establishments by county/ });
    const fill = (fips: string) => drawing.querySelector(`path[data-fips="${fips}"]`)?.getAttribute('fill');
    const found = {
      most: fill('39035'),
      least: fill('39049'),
      none: fill('48201'),
      legend: screen.getByTestId('map-legend').innerHTML,
      borders: drawing.querySelector('style')?.textContent ?? '',
    };
    view.unmount();
    return found;
  }

  it("draws the dark scheme's palette on the dark page: more is brighter, borders in the page's colour", async () => {
    const dark = await colours('dark');
    expect(dark.most).toBe('rgb(217,226,242)');
    expect(dark.least).toBe('rgb(29,52,97)');
    expect(dark.none).toBe('#3b3b3b');
    expect(dark.borders).toContain('stroke:#242424');
    expect(dark.legend).toMatch(/linear-gradient\(to right, (rgb\(29, 52, 97\)|#1d3461)/);
    // The light page keeps the light palette: more is darker, white borders.
    const light = await colours('light');
    expect(light.most).toBe('rgb(20,40,75)');
    expect(light.none).toBe('#e9ecef');
    expect(light.borders).toContain('stroke:#ffffff');
  });
});
