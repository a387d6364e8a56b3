// Moved to components/use-list-state.ts (decision 102). Kept only so that routes/* (another helper's
// files in session 35) still compile; the lead points their imports at components/ and deletes this.
export { useListState } from '../../../components/use-list-state.ts';
