// Sums of money as the pages show them: US dollars with cents, thousands separated.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 1495 → '$1,495.00'. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
