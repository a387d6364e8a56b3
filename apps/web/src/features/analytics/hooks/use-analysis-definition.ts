// The analyzer's one piece of state: the analysis definition being built. Every control sends an
// edit (analysis-edits.ts); what-if, blend and export panels replace it whole.
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { useCallback, useReducer } from 'react';

type Edit = (definition: AnalysisDefinitionInput) => AnalysisDefinitionInput;
type State = { definition: AnalysisDefinitionInput | null; dirty: boolean };
type Action = { type: 'load'; definition: AnalysisDefinitionInput } | { type: 'edit'; edit: Edit } | { type: 'saved' };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'load':
      return { definition: action.definition, dirty: false };
    case 'edit':
      return state.definition ? { definition: action.edit(state.definition), dirty: true } : state;
    case 'saved':
      return { ...state, dirty: false };
  }
}

export function useAnalysisDefinition(initial: AnalysisDefinitionInput | null) {
  const [state, dispatch] = useReducer(reducer, { definition: initial, dirty: false });
  return {
    definition: state.definition,
    /** Changed since it was loaded or last saved. */
    dirty: state.dirty,
    /** A definition from elsewhere (a dataset's default, a saved file): not an edit. */
    load: useCallback((definition: AnalysisDefinitionInput) => dispatch({ type: 'load', definition }), []),
    edit: useCallback((edit: Edit) => dispatch({ type: 'edit', edit }), []),
    /** The panels that hand back a whole definition (what-if, blend). */
    replace: useCallback((next: AnalysisDefinitionInput) => dispatch({ type: 'edit', edit: () => next }), []),
    markSaved: useCallback(() => dispatch({ type: 'saved' }), []),
  };
}
