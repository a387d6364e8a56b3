// The members of the AWT orders dataset: the regions participants report by and the workholding
// product categories, each with the scale the sample generator gives it.

export const AWT_REGIONS = [
  { name: 'Northeast', weight: 0.17 },
  { name: 'Great Lakes', weight: 0.27 },
  { name: 'Southeast', weight: 0.16 },
  { name: 'South Central', weight: 0.15 },
  { name: 'West', weight: 0.15 },
  { name: 'Canada', weight: 0.06 },
  { name: 'Mexico', weight: 0.04 },
] as const;

/** Monthly orders (all regions) and the average price of one unit, in the first month of the sample. */
export const AWT_CATEGORIES = [
  { name: 'Power chucks', orders: 420, unitPrice: 6_800, participants: 9 },
  { name: 'Manual chucks', orders: 610, unitPrice: 1_450, participants: 11 },
  { name: 'Machine vises', orders: 900, unitPrice: 1_150, participants: 14 },
  { name: 'Collets and collet chucks', orders: 1_350, unitPrice: 310, participants: 12 },
  { name: 'Fixtures and tombstones', orders: 260, unitPrice: 9_400, participants: 7 },
  { name: 'Zero-point clamping systems', orders: 180, unitPrice: 7_900, participants: 5 },
  { name: 'Magnetic workholding', orders: 140, unitPrice: 5_600, participants: 4 },
  { name: 'Vacuum workholding', orders: 90, unitPrice: 4_300, participants: 3 },
] as const;
