import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { usmtoDataset } from '../../../../test/analyzer-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { DatasetPicker, NO_UPLOADS_OPTION } from './dataset-picker.tsx';

const upload = (id: string, title: string): DatasetDescription => ({
  id,
  title,
  description: `Your table ${title}: 3 rows, uploaded 2026-11-27.`,
  sample: false,
  source: 'upload',
  period: { first: '2025-01', last: '2025-12' },
  dimensions: [{ id: 'state', label: 'State', kind: 'member', members: [] }],
  measures: [{ field: 'rows', label: 'Rows', format: 'integer', unit: 'count', aggregate: 'sum' }],
  blend_keys: [],
});
const SHOPS = upload('upload-1', 'shops.csv');
const DEALERS = upload('upload-2', 'dealers.csv');
const product = { ...usmtoDataset, source: 'product' as const };

let picked: DatasetDescription | null = null;
function Harness({ datasets }: { datasets: DatasetDescription[] }) {
  const [value, setValue] = useState<DatasetDescription | null>(null);
  return (
    <DatasetPicker
      datasets={datasets}
      value={value}
      onPick={(d) => {
        picked = d;
        setValue(d);
      }}
    />
  );
}

function renderPicker(datasets: DatasetDescription[]) {
  picked = null;
  renderRoutes([{ path: '/', element: <Harness datasets={datasets} /> }]);
  return userEvent.setup();
}

/** The opened select's own list (Mantine keeps every option in the page; jsdom never ends its transition). */
function listbox(): HTMLElement {
  const input = screen.getByRole('textbox', { name: 'Dataset' });
  return document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
}

describe('DatasetPicker', { timeout: 30_000 }, () => {
  it('lists the product datasets, then the user’s uploaded tables under My uploads', async () => {
    const user = renderPicker([product, SHOPS, DEALERS]);
    await user.click(screen.getByRole('textbox', { name: 'Dataset' }));
    const groups = within(listbox()).getAllByRole('group', { hidden: true });
    expect(groups.map((g) => g.querySelector('[class*="groupLabel"]')?.textContent)).toEqual([
      'Datasets',
      'My uploads',
    ]);
    const inUploads = within(groups[1] as HTMLElement).getAllByRole('option', { hidden: true });
    expect(inUploads.map((o) => o.textContent)).toEqual(['shops.csv', 'dealers.csv']);
    expect(screen.queryByText(/appears under My uploads/)).toBeNull();
  });

  it('says how to upload while My uploads is empty, and offers nothing to pick there', async () => {
    const user = renderPicker([product]);
    const hint = screen.getByText(/appears under My uploads, to analyse on its own/);
    expect(within(hint).getByRole('link', { name: 'My Files' })).toHaveAttribute('href', '/myfiles');
    await user.click(screen.getByRole('textbox', { name: 'Dataset' }));
    const empty = within(listbox()).getByRole('option', { name: NO_UPLOADS_OPTION, hidden: true });
    expect(empty).toHaveAttribute('data-combobox-disabled');
    await user.click(empty);
    expect(picked).toBeNull();
  });

  it('picks an upload with the keyboard and shows what it holds', async () => {
    const user = renderPicker([product, SHOPS, DEALERS]);
    await user.click(screen.getByRole('textbox', { name: 'Dataset' }));
    // Down past the product dataset to the first upload, then the second; Enter picks it.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(picked?.id).toBe('upload-2');
    expect(screen.getByRole('textbox', { name: 'Dataset' })).toHaveValue('dealers.csv');
    expect(screen.getByText('Your table dealers.csv: 3 rows, uploaded 2026-11-27.')).toBeInTheDocument();
    expect(screen.queryByText('Sample data')).toBeNull();
  });
});
