/** Query keys of the routine feature: ['routines'] is the whole /routine page (GET /api/routines). */
export const routinesKeys = {
  all: ['routines'] as const,
};

/** Mutation key of phase reorders, so that an answer arriving while another reorder runs does not undo the order on screen. */
export const REORDER_PHASES_MUTATION_KEY = ['routines', 'reorder'] as const;
