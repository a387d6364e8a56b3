// Moved to components/list-footer.tsx (decision 102). Kept only so that routes/* (another helper's
// files in session 35) still compile; the lead points their imports at components/ and deletes this.
export { ListFooter } from '../../../components/list-footer.tsx';
