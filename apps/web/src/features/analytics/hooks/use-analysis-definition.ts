// The analyzer's one piece of state: the analysis definition being built, with its history. Every
// control sends an edit (analysis-edits.ts); what-if, blend and export panels replace it whole.
// Each edit pushes the definition it replaced, so undo walks back through every change and redo
// forward again until a new edit starts another branch (decision 054).
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { useCallback, useReducer } from 'react';

type Edit = (definition: AnalysisDefinitionInput) => AnalysisDefinitionInput;
type State = {
  definition: AnalysisDefinitionInput | null;
  dirty: boolean;
  past: readonly AnalysisDefinitionInput[];
  future: readonly AnalysisDefinitionInput[];
};
type Action =
  | { type: 'load'; definition: AnalysisDefinitionInput }
  | { type: 'edit'; edit: Edit }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saved' };

/** Older steps are dropped past this many: a session of edits, not an unbounded log. */
export const HISTORY_LIMIT = 100;

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'load':
      return { definition: action.definition, dirty: false, past: [], future: [] };
    case 'edit': {
      if (!state.definition) return state;
      const next = action.edit(state.definition);
      // A control that hands back the same definition changed nothing: no step to undo.
      if (next === state.definition) return state;
      return {
        definition: next,
        dirty: true,
        past: [...state.past, state.definition].slice(-HISTORY_LIMIT),
        future: [],
      };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous || !state.definition) return state;
      return {
        definition: previous,
        dirty: true,
        past: state.past.slice(0, -1),
        future: [state.definition, ...state.future],
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next || !state.definition) return state;
      return { definition: next, dirty: true, past: [...state.past, state.definition], future: rest };
    }
    case 'saved':
      return { ...state, dirty: false };
  }
}

export function useAnalysisDefinition(initial: AnalysisDefinitionInput | null) {
  const [state, dispatch] = useReducer(reducer, { definition: initial, dirty: false, past: [], future: [] });
  return {
    definition: state.definition,
    /** Changed since it was loaded or last saved. */
    dirty: state.dirty,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
    /** A definition from elsewhere (a dataset's default, a saved file): not an edit, and a fresh history. */
    load: useCallback((definition: AnalysisDefinitionInput) => dispatch({ type: 'load', definition }), []),
    edit: useCallback((edit: Edit) => dispatch({ type: 'edit', edit }), []),
    /** The panels that hand back a whole definition (what-if, blend). */
    replace: useCallback((next: AnalysisDefinitionInput) => dispatch({ type: 'edit', edit: () => next }), []),
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    redo: useCallback(() => dispatch({ type: 'redo' }), []),
    markSaved: useCallback(() => dispatch({ type: 'saved' }), []),
  };
}
