const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path parameter can be a row id. Lookups by id answer 404 for anything else (it cannot
 * exist), rather than 400, and the database never sees a malformed uuid.
 */
export const isUuid = (value: string): boolean => UUID.test(value);
