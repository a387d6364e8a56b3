// Counts as the passport shows them: 12,345.
export const formatCount = (n: number) => n.toLocaleString('en-US');
