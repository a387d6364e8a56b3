// How a percentage total is shown: whole numbers stay whole, others keep two decimals.
import { roundToCents } from '@mti/contracts/survey/survey-input';

export function formatPercentTotal(total: number): string {
  return `${roundToCents(total)}%`;
}
