/** Query keys of the goals feature: ['goals', 'list'] (everything under ['goals'] is refreshed after a change). */
export const goalsKeys = {
  all: ['goals'] as const,
  list: () => ['goals', 'list'] as const,
};
