import { type AnalysisDefinitionInput, MSG } from '@mti/contracts/analytics/analysis-definition';
import type { UserTableDescription } from '@mti/contracts/files/repository-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analysis, usmtoDataset } from '../../../../test/analyzer-panels-fixtures.ts';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { BlendPanel } from './blend-panel.tsx';

const TABLES = 'GET /analytics/api/repo/tables';
const customers: UserTableDescription = {
  name: 'Data/customers.csv',
  id: 'f1',
  path: '/home/000100101/Data/customers.csv',
  columns: ['Customer', 'State', 'Machine shops', 'Employees'],
  row_count: 1200,
};
const forecast: UserTableDescription = {
  name: 'forecast.xlsx',
  id: 'f2',
  path: '/home/000100101/forecast.xlsx',
  columns: ['Month', 'Forecast'],
  row_count: 24,
};
const patient = { timeout: 5000 };

function renderPanel(
  initial: AnalysisDefinitionInput,
  tables: FakeReply | (() => FakeReply) = { body: { tables: [customers, forecast] } },
) {
  const api = fakeApi({ [TABLES]: tables });
  const onChange = vi.fn<(next: AnalysisDefinitionInput) => void>();
  function Parent() {
    const [definition, setDefinition] = useState(initial);
    return (
      <BlendPanel
        definition={definition}
        dataset={usmtoDataset}
        onChange={(next) => {
          onChange(next);
          setDefinition(next);
        }}
      />
    );
  }
  renderRoutes([{ path: '/analyzer', element: <Parent /> }], '/analyzer');
  return { api, onChange, user: userEvent.setup() };
}

async function pick(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  const input = await screen.findByRole('textbox', { name: field }, patient);
  await user.click(input);
  // Mantine keeps every Select's options in the page: take them from this field's own list.
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  await user.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

afterEach(() => vi.unstubAllGlobals());

describe('BlendPanel', { timeout: 20_000 }, () => {
  it('says how to upload a table in My Files when there is none', async () => {
    const { api } = renderPanel(analysis(), { body: { tables: [] } });
    expect(await screen.findByText(/You have no uploaded tables yet/, {}, patient)).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Files' })).toHaveAttribute('href', '/myfiles');
    expect(screen.queryByRole('button', { name: 'Blend' })).not.toBeInTheDocument();
    expect(api.callsTo(TABLES)).toHaveLength(1);
  });

  it('builds the blend from the picked table, key, dimension and measure columns', async () => {
    const { onChange, user } = renderPanel(analysis({ rows: ['state'], columns: [] }));
    await pick(user, 'Your table', 'Data/customers.csv (1,200 rows)');
    // The first column is the key at first; choosing State guesses the State dimension.
    expect(screen.getByRole('textbox', { name: 'Key column' })).toHaveValue('Customer');
    await pick(user, 'Key column', 'State');
    expect(screen.getByRole('textbox', { name: 'Dataset dimension' })).toHaveValue('State');
    expect(screen.getByText('The key column holds state codes (OH) or names (Ohio).')).toBeVisible();

    const columns = screen.getByRole('group', { name: 'Columns to add as measures' });
    expect(
      within(columns)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Customer', 'Machine shops', 'Employees']);
    await user.click(within(columns).getByRole('checkbox', { name: 'Machine shops' }));
    await user.click(within(columns).getByRole('checkbox', { name: 'Employees' }));
    await pick(user, 'Aggregate of Employees', 'Average');
    await user.click(screen.getByRole('button', { name: 'Blend' }));

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.lastCall?.[0].blend).toEqual({
      table: 'Data/customers.csv',
      key: { column: 'State', dimension: 'state' },
      measures: [
        { id: 'blend_machine_shops', column: 'Machine shops', aggregate: 'sum', label: 'Machine shops' },
        { id: 'blend_employees', column: 'Employees', aggregate: 'avg', label: 'Employees' },
      ],
    });
    expect(screen.getByRole('button', { name: 'Remove blend' })).toBeVisible();
  });

  it("lets the user set a blended column's unit, which a count does not need", async () => {
    const { onChange, user } = renderPanel(analysis({ rows: ['state'], columns: [] }));
    await pick(user, 'Your table', 'Data/customers.csv (1,200 rows)');
    await pick(user, 'Key column', 'State');
    const columns = screen.getByRole('group', { name: 'Columns to add as measures' });
    await user.click(within(columns).getByRole('checkbox', { name: 'Machine shops' }));
    await user.click(within(columns).getByRole('checkbox', { name: 'Employees' }));
    expect(screen.getByRole('textbox', { name: 'Unit of Machine shops' })).toHaveValue('Unit as written');
    await pick(user, 'Unit of Machine shops', 'Currency (USD)');
    await pick(user, 'Aggregate of Employees', 'Count');
    expect(screen.queryByRole('textbox', { name: 'Unit of Employees' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Blend' }));
    expect(onChange.mock.lastCall?.[0].blend?.measures).toEqual([
      {
        id: 'blend_machine_shops',
        column: 'Machine shops',
        aggregate: 'sum',
        label: 'Machine shops',
        unit: 'currency',
      },
      { id: 'blend_employees', column: 'Employees', aggregate: 'count', label: 'Employees' },
    ]);
  });

  it('maps a month column to the Month dimension', async () => {
    const { onChange, user } = renderPanel(analysis());
    await pick(user, 'Your table', 'forecast.xlsx (24 rows)');
    expect(screen.getByRole('textbox', { name: 'Dataset dimension' })).toHaveValue('Month');
    await user.click(screen.getByRole('checkbox', { name: 'Forecast' }));
    await user.click(screen.getByRole('button', { name: 'Blend' }));
    expect(onChange.mock.lastCall?.[0].blend?.key).toEqual({ column: 'Month', dimension: 'month' });
  });

  it('shows the contract messages instead of blending an incomplete choice', async () => {
    const { onChange, user } = renderPanel(analysis());
    await user.click(await screen.findByRole('button', { name: 'Blend' }, patient));
    expect(screen.getByText(MSG.blendTable)).toBeVisible();
    await pick(user, 'Your table', 'forecast.xlsx (24 rows)');
    await user.click(screen.getByRole('button', { name: 'Blend' }));
    expect(screen.getByText(MSG.blendMeasures)).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the blend of the analysis and removes it', async () => {
    const { onChange, user } = renderPanel(
      analysis({
        blend: {
          table: 'Data/customers.csv',
          key: { column: 'State', dimension: 'state' },
          measures: [{ id: 'blend_employees', column: 'Employees', aggregate: 'max' }],
        },
      }),
    );
    expect(await screen.findByRole('textbox', { name: 'Your table' }, patient)).toHaveValue(
      'Data/customers.csv (1,200 rows)',
    );
    expect(screen.getByRole('checkbox', { name: 'Employees' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Aggregate of Employees' })).toHaveValue('Maximum');
    await user.click(screen.getByRole('button', { name: 'Remove blend' }));
    expect(onChange.mock.lastCall?.[0]).not.toHaveProperty('blend');
  });

  it('says when the blended table is gone from My Files', async () => {
    renderPanel(
      analysis({
        blend: {
          table: 'old.csv',
          key: { column: 'State', dimension: 'state' },
          measures: [{ id: 'x', column: 'X' }],
        },
      }),
    );
    expect(await screen.findByText(/“old.csv” is no longer among your files/, {}, patient)).toBeVisible();
  });

  it('offers to try again when the tables cannot be loaded', async () => {
    let calls = 0;
    renderPanel(analysis(), {
      status: 500,
      body: { code: 'internal', msg: 'Something went wrong.' },
    });
    expect(await screen.findByText('Something went wrong.', {}, patient)).toBeVisible();
    fakeApi({
      [TABLES]: () => {
        calls++;
        return { body: { tables: [forecast] } };
      },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Your table' })).toBeVisible();
    expect(calls).toBe(1);
  });

  it('shows a refusal’s own message and the way to support instead of Try again', async () => {
    const msg = 'Your tables are not available to this account.';
    const { api } = renderPanel(analysis(), { status: 403, body: { code: 'forbidden', msg } });
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent(msg);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
    expect(api.callsTo(TABLES)).toHaveLength(1);
  });

  it('offers Try again after a network failure, which loads the tables', async () => {
    let failing = true;
    const { api, user } = renderPanel(analysis(), () => {
      if (failing) throw new TypeError('Failed to fetch');
      return { body: { tables: [forecast] } };
    });
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent('Your tables could not be loaded. Please try again.');
    const asked = api.callsTo(TABLES).length;
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Your table' })).toBeVisible();
    expect(api.callsTo(TABLES)).toHaveLength(asked + 1);
  });
});
