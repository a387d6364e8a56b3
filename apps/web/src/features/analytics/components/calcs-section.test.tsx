import { type AnalysisDefinitionInput, MSG } from '@mti/contracts/analytics/analysis-definition';
import { CALC_EXPRESSION_MSG } from '@mti/contracts/analytics/calc-expression';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { analysis, usmtoDataset } from '../../../../test/analyzer-panels-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { definitionErrors } from '../definition-errors.ts';
import { CalcsSection } from './calcs-section.tsx';

const blended = analysis({
  rows: ['state'],
  columns: [],
  measures: [{ id: 'orders', field: 'orders', aggregate: 'sum' }],
  blend: {
    table: 'my-sales.csv',
    key: { column: 'State', dimension: 'state' },
    measures: [{ id: 'my_sales', column: 'My sales' }],
  },
});

function renderSection(initial: AnalysisDefinitionInput) {
  const onEdit = vi.fn<(next: AnalysisDefinitionInput) => void>();
  function Parent() {
    const [definition, setDefinition] = useState(initial);
    return (
      <CalcsSection
        definition={definition}
        dataset={usmtoDataset}
        errors={definitionErrors(definition)}
        onEdit={(edit) => {
          const next = edit(definition);
          onEdit(next);
          setDefinition(next);
        }}
      />
    );
  }
  renderRoutes([{ path: '/analyzer', element: <Parent /> }], '/analyzer');
  return { onEdit, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, option: string) {
  const input = screen.getByRole('textbox', { name: 'Add calculation' });
  await user.click(input);
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

// Typing through user-event is slow on a loaded machine: the steps, not a time, are what is tested.
describe('the calculation builder', { timeout: 60_000 }, () => {
  it('makes "my sales as % of orders" from a blended column in two clicks', async () => {
    const { onEdit, user } = renderSection(blended);
    await choose(user, 'My sales as % of Orders');
    expect(onEdit).toHaveBeenLastCalledWith(
      expect.objectContaining({
        calcs: [
          {
            id: 'calc_1',
            kind: 'expression',
            expression: '100 * my_sales / orders',
            label: 'My sales as % of Orders',
            unit: 'percent',
          },
        ],
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Expression' })).toHaveValue('100 * my_sales / orders');
  });

  it('offers changes vs an earlier period only with a time dimension in view, saying why', async () => {
    const { user } = renderSection(blended);
    expect(screen.getByText('Changes vs an earlier period need month, quarter or year in view.')).toBeVisible();
    const input = screen.getByRole('textbox', { name: 'Add calculation' });
    await user.click(input);
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(list).queryByRole('option', { name: /change vs previous period/, hidden: true })).toBeNull();
  });

  it('checks a typed expression with the words the server uses: Tab, type, Tab shows what is wrong', async () => {
    const { onEdit, user } = renderSection({
      ...blended,
      calcs: [{ id: 'calc_1', kind: 'expression', expression: 'orders' }],
    });
    await user.tab();
    // The focus reaches the expression field by keyboard.
    while (document.activeElement !== screen.getByRole('textbox', { name: 'Expression' })) await user.tab();
    await user.clear(document.activeElement as HTMLElement);
    await user.keyboard('my_sales ÷ dealers');
    expect(screen.getByText(CALC_EXPRESSION_MSG.unknownMeasure('dealers'))).toBeVisible();
    await user.tab();
    // Left with the mistake, the definition holds it and the contract names the same fault.
    expect(onEdit).toHaveBeenLastCalledWith(
      expect.objectContaining({ calcs: [expect.objectContaining({ expression: 'my_sales ÷ dealers' })] }),
    );
    expect(screen.getByText(CALC_EXPRESSION_MSG.unknownMeasure('dealers'))).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: 'Expression' }));
    await user.clear(screen.getByRole('textbox', { name: 'Expression' }));
    await user.keyboard('my_sales / orders{Enter}');
    expect(screen.queryByText(CALC_EXPRESSION_MSG.unknownMeasure('dealers'))).toBeNull();
    expect(onEdit).toHaveBeenLastCalledWith(
      expect.objectContaining({ calcs: [expect.objectContaining({ expression: 'my_sales / orders' })] }),
    );
  });

  it('shows the contract message for a change without a time dimension', () => {
    renderSection({
      ...blended,
      calcs: [{ id: 'calc_1', kind: 'change', measure: 'orders', versus: 'previous_year', as: 'percent' }],
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.changeNeedsPeriod);
  });
});
