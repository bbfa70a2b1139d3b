/** Query keys of the goals feature: ['goals', 'list'] (everything under ['goals'] is refreshed after a change). */
export const goalsKeys = {
  all: ['goals'] as const,
  list: () => ['goals', 'list'] as const,
};

/** The dashboard's query (owned by the dashboard feature); its Active Goals block shows these goals. */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

