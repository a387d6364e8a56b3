// The show year the passport's screens work on: chosen once in the layout, kept in the address
// (?show_year=), handed to each screen through the router's outlet context.
import type { PassportShowYear } from '@mti/contracts/passport/passport-api';
import { useOutletContext } from 'react-router';

export type PassportContext = {
  showYear: PassportShowYear;
  showYears: readonly PassportShowYear[];
  setShowYear: (showYear: string) => void;
};

export const SHOW_YEAR_PARAM = 'show_year';

export function usePassport(): PassportContext {
  return useOutletContext<PassportContext>();
}

/** The show year in the address if the company has it, else the newest main show's, else the first. */
export function pickShowYear(showYears: readonly PassportShowYear[], wanted: string | null): PassportShowYear | null {
  return (
    showYears.find((s) => s.show_year === wanted) ??
    showYears.find((s) => s.is_current && s.kind === 'main') ??
    showYears.find((s) => s.is_current) ??
    showYears[0] ??
    null
  );
}
