export const territoryQueryKeys = {
  plans: ['territory-wizard', 'plans'] as const,
  plan: (id: string) => ['territory-wizard', 'plan', id] as const,
  colleagues: ['territory-wizard', 'colleagues'] as const,
};
