/** GET /api/profile (the signed-in user's profile): ['profile']. */
export const profileKeys = {
  all: ['profile'] as const,
};
