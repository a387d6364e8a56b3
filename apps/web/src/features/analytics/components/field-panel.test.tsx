import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { MSG } from '@mti/contracts/analytics/analysis-definition';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { usmtoDataset } from '../../../../test/analyzer-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { defaultDefinition } from '../analysis-edits.ts';
import { definitionErrors } from '../definition-errors.ts';
import { useAnalysisDefinition } from '../hooks/use-analysis-definition.ts';
import { AnalyzerTools } from './analyzer-tools.tsx';
import { FieldPanel } from './field-panel.tsx';

const INPUT = { selector: 'input' };
let latest: AnalysisDefinitionInput | null = null;

function Harness({ initial }: { initial: AnalysisDefinitionInput }) {
  const { definition, edit, replace } = useAnalysisDefinition(initial);
  latest = definition;
  if (!definition) return null;
  const errors = definitionErrors(definition);
  // The side panel and the toolbar's tools (sort, totals), as the workspace shows them.
  return (
    <>
      <FieldPanel
        definition={definition}
        dataset={usmtoDataset}
        datasets={[usmtoDataset]}
        errors={errors}
        onEdit={edit}
        onPickDataset={() => {}}
      />
      <AnalyzerTools definition={definition} dataset={usmtoDataset} errors={errors} onEdit={edit} onReplace={replace} />
    </>
  );
}

function renderPanel(initial = defaultDefinition(usmtoDataset)) {
  // In a router: the dataset picker links to My Files.
  renderRoutes([{ path: '/', element: <Harness initial={initial} /> }]);
  return userEvent.setup();
}

// Mantine's dropdowns and collapsed sections open with transitions that jsdom never finishes,
// so their contents count as hidden to Testing Library.
async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  const input = screen.getByLabelText(field, INPUT);
  await user.click(input);
  // Every select keeps its options in the page: the opened one names its own list.
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

const list = (name: string) => screen.getByRole('list', { name });

// A panel full of comboboxes is slow to query in jsdom on a busy machine: a ceiling, not a measure.
describe('FieldPanel', { timeout: 30_000 }, () => {
  it('starts from region on rows, the sum of value and the last 12 months, labelled as sample data', () => {
    renderPanel();
    expect(screen.getByText('Sample data')).toBeVisible();
    expect(within(list('Rows')).getByText('Region')).toBeVisible();
    expect(screen.getByLabelText('From', INPUT)).toHaveValue('Nov 2025');
    expect(screen.getByLabelText('To', INPUT)).toHaveValue('Oct 2026');
    expect(latest?.measures).toEqual([
      { id: 'value_usd_sum', field: 'value_usd', aggregate: 'sum', calculation: 'none' },
    ]);
  });

  it('places, moves, reorders and removes dimensions with buttons and selects', async () => {
    const user = renderPanel();
    await choose(user, 'Add a dimension to columns', 'Year');
    expect(within(list('Columns')).getByText('Year')).toBeVisible();
    await choose(user, 'Add a dimension to rows', 'State');
    expect(latest?.rows).toEqual(['region', 'state']);
    await user.click(screen.getByRole('button', { name: 'Move State up' }));
    expect(latest?.rows).toEqual(['state', 'region']);
    await user.click(screen.getByRole('button', { name: 'Move Year to rows' }));
    expect(latest?.rows).toEqual(['state', 'region', 'year']);
    expect(latest?.columns).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove Region from rows' }));
    expect(latest?.rows).toEqual(['state', 'year']);
  });

  it('offers % of total and running totals only for sums and counts', async () => {
    const user = renderPanel();
    expect(screen.getByLabelText('Show Value (USD) as', INPUT)).toBeVisible();
    await choose(user, 'Show Value (USD) as', '% of total');
    expect(latest?.measures[0]?.calculation).toBe('percent_of_total');
    await choose(user, 'Aggregate of Value (USD)', 'Average');
    // An average has no share or running total: the choice goes, and so does the calculation.
    expect(screen.queryByLabelText('Show Value (USD) as', INPUT)).toBeNull();
    expect(latest?.measures[0]).toMatchObject({ aggregate: 'avg', calculation: 'none' });
  });

  it('adds a distinct count of a dimension and shows the contract message once no measure is left', async () => {
    const user = renderPanel();
    await choose(user, 'Add a measure', 'Distinct state');
    expect(latest?.measures[1]).toMatchObject({ field: 'state', aggregate: 'count_distinct' });
    await user.click(screen.getByRole('button', { name: 'Remove measure Sum of Value (USD)' }));
    await user.click(screen.getByRole('button', { name: 'Remove measure Distinct count of State' }));
    expect(screen.getByText(MSG.noMeasure)).toBeVisible();
  });

  it('refuses a period that ends before it starts, beside the start month', async () => {
    const user = renderPanel();
    await choose(user, 'From', 'Jan 2026');
    await choose(user, 'To', 'Dec 2025');
    expect(screen.getByText(MSG.periodOrder)).toBeVisible();
  });

  it('filters on members, kept or left out', async () => {
    const user = renderPanel();
    await user.click(screen.getByLabelText('State', INPUT));
    await user.click(await screen.findByRole('option', { name: 'Oregon', hidden: true }));
    expect(latest?.filters?.members).toEqual([{ dimension: 'state', values: ['OR'], exclude: false }]);
    await user.click(screen.getByRole('radio', { name: 'Left out' }));
    expect(latest?.filters?.members).toEqual([{ dimension: 'state', values: ['OR'], exclude: true }]);
  });

  it('sorts by a measure and keeps the top N with the rest as Other', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Sort and top N' }));
    await choose(user, 'Sort rows by', 'Sum of Value (USD), high to low');
    expect(latest?.sort).toEqual({ rows: { by: 'measure', direction: 'desc', measure: 'value_usd_sum' } });
    await user.click(screen.getByRole('switch', { name: 'Keep only the top N', hidden: true }));
    expect(latest?.top_n).toEqual({ dimension: 'region', measure: 'value_usd_sum', n: 5, other: true });
    const n = screen.getByLabelText('N', INPUT);
    await user.clear(n);
    await user.type(n, '3');
    expect(latest?.top_n?.n).toBe(3);
    await user.click(screen.getByRole('checkbox', { name: 'Group the rest as Other', hidden: true }));
    expect(latest?.top_n?.other).toBe(false);
  });

  it('turns totals and subtotals on and off', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Totals' }));
    await user.click(screen.getByRole('switch', { name: 'Grand total row', hidden: true }));
    await user.click(screen.getByRole('switch', { name: /Subtotals/, hidden: true }));
    expect(latest?.totals).toEqual({ row_grand_total: false, column_grand_total: true, subtotals: true });
  });

  it('by keyboard: a field\'s "Filter on it" puts the focus in its filter, ready to type a member (Tab, type, Tab)', async () => {
    const user = renderPanel();
    // Label and text queries: role queries over this whole panel are slow in jsdom.
    screen.getByLabelText('State (dimension)').focus();
    await user.keyboard('{Enter}');
    const item = (await screen.findByText('Filter on it')).closest('button') as HTMLElement;
    item.focus();
    await user.keyboard('{Enter}');
    const input = screen.getByLabelText('State', INPUT);
    await vi.waitFor(() => expect(input).toHaveFocus());
    // Typing lands in the filter: the menu, closing, did not take the focus back to the field's button.
    await user.keyboard('Oreg');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(latest?.filters?.members).toEqual([{ dimension: 'state', values: ['OR'], exclude: false }]);
    await user.tab();
    expect(input).not.toHaveFocus();
  });
});
