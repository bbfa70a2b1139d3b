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

/** Node's socket errors: the database server is not there (stopped, restarting, unreachable). */
const UNREACHABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not taking connections: class 08 (connection exception),
 * 57P01–57P03 (shut down by the administrator or a crash, or not accepting connections yet) and 53300 (no
 * connection slot left).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/**
 * node-postgres' own words for a connection it lost or could not get: these errors carry no code. Matched on the
 * message because that is all the driver gives; the texts are its public behaviour, stable across its versions.
 */
const DRIVER_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * Whether a failure means the database cannot be reached right now (rather than a bad query): the request may
 * succeed if retried in a few seconds. Looks through Drizzle's wrapper (`cause`) and the driver's error alike.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : undefined;
    if (code && (UNREACHABLE_ERRNOS.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (DRIVER_CONNECTION_MESSAGES.some((text) => message.includes(text))) return true;
    // An AggregateError (a host with several addresses, each refusing).
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some((each) => isDatabaseUnavailable(each))) return true;
    current = candidate.cause;
  }
  return false;
}
