// Cache keys of the contributions screens.
export const contributionsQueryKeys = {
  agmaUploads: ['contributions', 'agma'] as const,
  usmtoAdvance: ['contributions', 'usmto-advance'] as const,
  aggregate: (period: string) => ['contributions', 'usmto-advance', 'aggregate', period] as const,
};
