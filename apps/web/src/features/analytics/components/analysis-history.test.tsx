// The analyzer's layout paths over one definition: fields placed by dragging and from their menu,
// filters shown and removed as chips, and every change undone and redone with the buttons and
// with Ctrl+Z / Ctrl+Shift+Z (left to a text field while one has the focus).
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usmtoDataset } from '../../../../test/analyzer-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { defaultDefinition, setMemberFilter } from '../analysis-edits.ts';
import { definitionErrors } from '../definition-errors.ts';
import { type DropTarget, type FieldRef, placeField } from '../field-drop.ts';
import { useAnalysisDefinition } from '../hooks/use-analysis-definition.ts';
import { useUndoShortcuts } from '../hooks/use-undo-shortcuts.ts';
import { DropZone } from './drop-zone.tsx';
import { FieldList } from './field-list.tsx';
import { FilterChips } from './filter-chips.tsx';
import { HistoryButtons } from './history-buttons.tsx';
import { LayoutSection } from './layout-section.tsx';

let latest: AnalysisDefinitionInput | null = null;

function Harness({ initial }: { initial: AnalysisDefinitionInput }) {
  const { definition, edit, undo, redo, canUndo, canRedo } = useAnalysisDefinition(initial);
  useUndoShortcuts({ undo, redo });
  latest = definition;
  if (!definition) return null;
  const place = (field: FieldRef, target: DropTarget) => edit((d) => placeField(d, usmtoDataset, field, target));
  // The pieces of the workspace these paths cross (the whole side panel is slow to render in jsdom).
  return (
    <>
      <HistoryButtons canUndo={canUndo} canRedo={canRedo} onUndo={undo} onRedo={redo} />
      <FilterChips definition={definition} dataset={usmtoDataset} onEdit={edit} />
      <FieldList dataset={usmtoDataset} onPlace={place} />
      <LayoutSection
        definition={definition}
        dataset={usmtoDataset}
        errors={definitionErrors(definition)}
        onEdit={edit}
        onDropField={place}
      />
      <DropZone target="measures" onDropField={place}>
        Measures
      </DropZone>
    </>
  );
}

function renderHarness(initial = defaultDefinition(usmtoDataset)) {
  renderRoutes([{ path: '/', element: <Harness initial={initial} /> }]);
  return userEvent.setup();
}

const undoButton = () => screen.getByRole('button', { name: 'Undo the last change' });
const redoButton = () => screen.getByRole('button', { name: 'Redo the change' });

/** A drag as the browser delivers it: one DataTransfer from dragstart to drop. */
function drag(source: HTMLElement, target: HTMLElement) {
  const store = new Map<string, string>();
  const dataTransfer = {
    setData: (type: string, value: string) => store.set(type, value),
    getData: (type: string) => store.get(type) ?? '',
    get types() {
      return [...store.keys()];
    },
    effectAllowed: 'all',
    dropEffect: 'none',
  };
  fireEvent.dragStart(source, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

const zone = (name: string) => document.querySelector(`[data-drop-target="${name}"]`) as HTMLElement;

describe('the analyzer layout', { timeout: 30_000 }, () => {
  it('places fields by dragging them into rows, columns and measures; a measure is refused by rows', () => {
    renderHarness();
    drag(screen.getByRole('button', { name: 'State (dimension)' }), zone('rows'));
    expect(latest?.rows).toEqual(['region', 'state']);
    drag(screen.getByRole('button', { name: 'Year (dimension)' }), zone('columns'));
    expect(latest?.columns).toEqual(['year']);
    drag(screen.getByRole('button', { name: 'Units (measure)' }), zone('measures'));
    expect(latest?.measures.map((m) => m.field)).toEqual(['value_usd', 'units']);
    drag(screen.getByRole('button', { name: 'Orders (measure)' }), zone('rows'));
    expect(latest?.rows).toEqual(['region', 'state']);
  });

  it('places a field from its menu with the keyboard alone', async () => {
    const user = renderHarness();
    const year = screen.getByRole('button', { name: 'Year (dimension)' });
    // On a loaded machine the first render's effects can still move the focus: Enter goes to the field.
    await waitFor(() => {
      year.focus();
      expect(year).toHaveFocus();
    });
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Add to columns' }));
    expect(latest?.columns).toEqual(['year']);
  });

  it('undoes and redoes every change with the buttons; a new change clears what could be redone', () => {
    renderHarness();
    expect(undoButton()).toBeDisabled();
    expect(redoButton()).toBeDisabled();
    drag(screen.getByRole('button', { name: 'State (dimension)' }), zone('rows'));
    drag(screen.getByRole('button', { name: 'Year (dimension)' }), zone('columns'));
    fireEvent.click(undoButton());
    expect(latest?.columns).toEqual([]);
    fireEvent.click(undoButton());
    expect(latest?.rows).toEqual(['region']);
    expect(undoButton()).toBeDisabled();
    fireEvent.click(redoButton());
    expect(latest?.rows).toEqual(['region', 'state']);
    expect(redoButton()).toBeEnabled();
    drag(screen.getByRole('button', { name: 'Units (measure)' }), zone('measures'));
    expect(redoButton()).toBeDisabled();
    expect(latest?.columns).toEqual([]);
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z, but leaves those keys to a text field', async () => {
    const user = renderHarness();
    drag(screen.getByRole('button', { name: 'Year (dimension)' }), zone('columns'));
    await user.keyboard('{Control>}z{/Control}');
    expect(latest?.columns).toEqual([]);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(latest?.columns).toEqual(['year']);
    await user.click(screen.getByLabelText('Add a dimension to rows', { selector: 'input' }));
    await user.keyboard('{Control>}z{/Control}');
    expect(latest?.columns).toEqual(['year']);
  });

  it('shows each filter as a chip whose remove button is reached with Tab and named after it', async () => {
    const withFilter = setMemberFilter(defaultDefinition(usmtoDataset), {
      dimension: 'state',
      values: ['OR', 'CA'],
      exclude: false,
    });
    const user = renderHarness(withFilter);
    const chips = screen.getByRole('list', { name: 'Filters in force' });
    expect(within(chips).getByText('Period: Nov 2025 – Oct 2026')).toBeVisible();
    expect(within(chips).getByText('State: Oregon, California')).toBeVisible();
    // Tab from the redo button's neighbour, the undo button (both disabled, so from the page start).
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove filter Period: Nov 2025 – Oct 2026' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove filter State: Oregon, California' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(latest?.filters?.members).toEqual([]);
    expect(within(chips).queryByText(/State:/)).toBeNull();
    // Removing a chip is a change like any other: it can be undone.
    fireEvent.click(undoButton());
    expect(latest?.filters?.members).toEqual([{ dimension: 'state', values: ['OR', 'CA'], exclude: false }]);
  });
});
