import { type AnalysisDefinitionInput, MSG } from '@mti/contracts/analytics/analysis-definition';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { analysis, usmtoDataset } from '../../../../test/analyzer-panels-fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { WhatIfPanel } from './what-if-panel.tsx';

/** The panel inside a parent that keeps the definition, as the analyzer page does. */
function renderPanel(initial: AnalysisDefinitionInput) {
  const onChange = vi.fn<(next: AnalysisDefinitionInput) => void>();
  function Parent() {
    const [definition, setDefinition] = useState(initial);
    return (
      <WhatIfPanel
        definition={definition}
        dataset={usmtoDataset}
        onChange={(next) => {
          onChange(next);
          setDefinition(next);
        }}
      />
    );
  }
  renderWithProviders(<Parent />);
  return { onChange, user: userEvent.setup() };
}

const projecting = (partial: Partial<AnalysisDefinitionInput> = {}) =>
  analysis({ what_if: { months: 12, overall_percent_per_year: 0, members: [] }, ...partial });

describe('WhatIfPanel', { timeout: 20_000 }, () => {
  it('turns the projection on and off, explaining that projected months are marked', async () => {
    const { onChange, user } = renderPanel(analysis());
    expect(screen.getByText(/projected months are marked in the result/)).toBeVisible();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Project the analysis forward' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ what_if: { months: 12, overall_percent_per_year: 0, members: [] } }),
    );
    expect(screen.getByRole('slider', { name: 'Overall growth, % per year' })).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'Project the analysis forward' }));
    expect(onChange.mock.lastCall?.[0]).not.toHaveProperty('what_if');
  });

  it('moves the overall rate by keyboard and applies it once the keys rest', async () => {
    const { onChange, user } = renderPanel(projecting());
    const slider = screen.getByRole('slider', { name: 'Overall growth, % per year' });
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '3');
    await waitFor(() => expect(onChange.mock.lastCall?.[0].what_if?.overall_percent_per_year).toBe(3), {
      timeout: 3000,
    });
    expect(onChange.mock.lastCall?.[0].what_if).toEqual({ months: 12, overall_percent_per_year: 3, members: [] });
    // Not one query per key press (a very slow machine may let one pause through).
    expect(onChange.mock.calls.length).toBeLessThan(3);
    expect(screen.getByRole('textbox', { name: 'Overall growth, % per year' })).toHaveValue('3%');
  });

  it('takes rates beyond the slider in the number field, and refuses what the server would', async () => {
    const { onChange, user } = renderPanel(projecting());
    const field = screen.getByRole('textbox', { name: 'Overall growth, % per year' });
    await user.clear(field);
    await user.type(field, '1200');
    expect(await screen.findByText(MSG.growthRange)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '250{Enter}');
    expect(screen.queryByText(MSG.growthRange)).not.toBeInTheDocument();
    await waitFor(() => expect(onChange.mock.lastCall?.[0].what_if?.overall_percent_per_year).toBe(250), {
      timeout: 3000,
    });
    expect(onChange.mock.calls.map((c) => c[0].what_if?.overall_percent_per_year)).not.toContain(1200);
  });

  it('projects 1 to 60 months ahead, with the contract message otherwise', async () => {
    const { onChange, user } = renderPanel(projecting());
    const months = screen.getByRole('textbox', { name: 'Months ahead' });
    await user.clear(months);
    await user.type(months, '61');
    expect(await screen.findByText(MSG.whatIfMonths)).toBeVisible();
    await user.clear(months);
    expect(screen.getByText(MSG.whatIfMonths)).toBeVisible();
    await user.type(months, '24');
    await user.tab();
    expect(screen.queryByText(MSG.whatIfMonths)).not.toBeInTheDocument();
    await waitFor(() => expect(onChange.mock.lastCall?.[0].what_if?.months).toBe(24), { timeout: 3000 });
    expect(onChange.mock.calls.map((c) => c[0].what_if?.months)).not.toContain(61);
  });

  it('asks for a period on rows or columns when none is there', () => {
    renderPanel(projecting({ rows: ['region'], columns: ['category'] }));
    expect(screen.getByText(/Put Month, Quarter or Year on rows or columns/)).toBeVisible();
  });

  it('says nothing of periods when one is on an axis', () => {
    renderPanel(projecting({ rows: ['region'], columns: ['quarter'] }));
    expect(screen.queryByText(/Put Month, Quarter or Year/)).not.toBeInTheDocument();
  });

  it('adds and removes a rate for one member of a dimension in view', async () => {
    const { onChange, user } = renderPanel(projecting({ rows: ['month'], columns: ['region', 'category'] }));
    expect(screen.getByText('Every member grows at the overall rate.')).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: 'Member' }));
    await user.click(await screen.findByRole('option', { name: 'West', hidden: true }));
    const rate = screen.getByRole('textbox', { name: 'Growth, % per year' });
    await user.clear(rate);
    await user.type(rate, '25');
    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    expect(onChange.mock.lastCall?.[0].what_if?.members).toEqual([
      { dimension: 'region', member: 'West', percent_per_year: 25 },
    ]);
    expect(screen.getByRole('slider', { name: 'West (Region), % per year' })).toHaveAttribute('aria-valuenow', '25');

    // A member keeps one rate: West is no longer offered.
    await user.click(screen.getByRole('textbox', { name: 'Member' }));
    expect(await screen.findByRole('option', { name: 'Northeast', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'West', hidden: true })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Remove the rate for West' }));
    expect(onChange.mock.lastCall?.[0].what_if?.members).toEqual([]);
  });

  it('offers member rates only for a dimension on rows or columns', () => {
    renderPanel(projecting({ rows: ['month'], columns: [] }));
    expect(screen.queryByRole('button', { name: 'Add rate' })).not.toBeInTheDocument();
    expect(screen.getByText(/on rows or columns to give its members their own rate/)).toBeVisible();
  });
});
