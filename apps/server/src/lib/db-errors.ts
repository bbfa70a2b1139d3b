/** The SQLSTATE of a database error, as raised by node-postgres and PGlite alike (directly or as the cause). */
function sqlState(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = candidate?.code ?? candidate?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Postgres unique_violation. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

/** Postgres foreign_key_violation: the row refers to one that does not exist. */
export const isForeignKeyViolation = (error: unknown): boolean => sqlState(error) === '23503';

/** The name of the constraint or unique index a database error names (directly or as the cause), if any. */
export function violatedConstraint(error: unknown): string | undefined {
  const candidate = error as { constraint?: unknown; cause?: { constraint?: unknown } } | null;
  const name = candidate?.constraint ?? candidate?.cause?.constraint;
  return typeof name === 'string' ? name : undefined;
}
