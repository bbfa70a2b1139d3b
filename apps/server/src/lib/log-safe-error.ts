import { DrizzleQueryError } from 'drizzle-orm';

/**
 * What we log about a failure: enough to find and classify it, never the data that was in flight.
 *
 * Drizzle's DrizzleQueryError carries `params` (users' notes, e-mails, tokens) and embeds them in its message
 * and stack; the database's own message and detail can quote values too (`invalid input syntax for type
 * uuid: "…"`, `Key (email)=(…) already exists`), and PGlite's error also carries `params`. So we copy fields
 * by name from an allowlist and never walk an error's own properties.
 *
 * Deliberately without a `message` key: pino's `err` serializer rewrites anything with a string `message`.
 */
export interface LogSafeError {
  type: string;
  /** Postgres SQLSTATE (`23505`) or a library/system code (`ECONNREFUSED`, `FST_ERR_…`, `EMESSAGE`). */
  code?: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  /** The Postgres source function that raised it (`pg_strtoint32_safe`): a name, no data. */
  routine?: string;
  /** SQL text with `$1` placeholders, as Drizzle sent it. Parameters never. */
  query?: string;
  statusCode?: number;
  /** SMTP reply code and command of a nodemailer error. */
  responseCode?: number;
  command?: string;
  /** Free text: the database's message outside production only; other errors' messages, scrubbed in production. */
  reason?: string;
  /** Our own stack frames, without the message line (which can embed parameters). */
  stack?: string;
  cause?: LogSafeError;
  errors?: LogSafeError[];
}

export interface LogSafeOptions {
  /** config.isProduction: leave out the database's free text and scrub other messages. */
  production: boolean;
}

const SAFE = Symbol('log-safe-error');
const MAX_DEPTH = 4;
const MAX_TEXT = 300;
const MAX_FRAMES = 12;

const SQLSTATE = /^[0-9A-Z]{5}$/;
const CODE = /^[A-Za-z0-9_.:-]{1,64}$/;
const IDENTIFIER = /^[\w$.-]{1,128}$/;
const SMTP_COMMAND = /^[A-Z][A-Z0-9 -]{0,30}$/;

type Bag = Record<string, unknown>;

const str = (value: unknown, pattern: RegExp): string | undefined =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;

/** A Postgres error as raised by node-postgres (DatabaseError) and PGlite alike. */
function isDatabaseError(error: Bag): boolean {
  return typeof error.severity === 'string' && typeof error.code === 'string' && SQLSTATE.test(error.code);
}

function isQueryError(error: unknown): error is DrizzleQueryError {
  return (
    error instanceof DrizzleQueryError ||
    (error instanceof Error && 'params' in error && typeof (error as unknown as Bag).query === 'string')
  );
}

function typeOf(error: Error): string {
  if (error.name && error.name !== 'Error') return error.name;
  const ctor = error.constructor.name;
  return ctor && ctor !== 'Object' ? ctor : 'Error';
}

/**
 * Frames only: the message (which can span lines and embed parameters) goes; ours first, else the top few.
 */
function safeStack(error: Error): string | undefined {
  let stack = error.stack;
  if (typeof stack !== 'string') return undefined;
  const end = error.message ? stack.indexOf(error.message) : -1;
  if (end >= 0) stack = stack.slice(end + error.message.length);
  const frames = stack.split('\n').filter((line) => /^\s+at \S/.test(line));
  const ours = frames.filter((line) => !/node_modules|node:|wasm:\/\/|\(native\)/.test(line));
  const chosen = (ours.length > 0 ? ours : frames.slice(0, 3)).slice(0, MAX_FRAMES);
  return chosen.length > 0 ? chosen.map((line) => line.trim().slice(0, 300)).join('\n') : undefined;
}

/**
 * A message that may carry user input, made fit for production logs: quoted strings, URLs (a reset link),
 * e-mail addresses and long token-like runs are replaced.
 */
export function scrubText(text: string): string {
  return text
    .slice(0, MAX_TEXT * 2)
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[url]')
    .replace(/access_token=\S*/gi, 'access_token=[redacted]')
    .replace(/"[^"]*"|'[^']*'|`[^`]*`/g, '[quoted]')
    .replace(/[^\s@()<>[\]]+@[^\s@()<>[\]]+/g, '[address]')
    .replace(/[A-Za-z0-9_+/=-]{24,}/g, '[redacted]')
    .slice(0, MAX_TEXT);
}

const isLogSafe = (value: unknown): value is LogSafeError =>
  value !== null && typeof value === 'object' && SAFE in value;

function convert(error: unknown, options: LogSafeOptions, depth: number): LogSafeError {
  if (!(error instanceof Error)) {
    if (isLogSafe(error)) return error;
    // A thrown string or object: its type only, its contents could be anything.
    return { type: error === null ? 'null' : typeof error };
  }
  const bag = error as unknown as Bag;
  const out: LogSafeError = { type: typeOf(error) };
  const database = isDatabaseError(bag);
  if (database) {
    out.type = 'DatabaseError';
    out.code = bag.code as string;
    for (const key of ['severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const) {
      const value = str(bag[key], IDENTIFIER);
      if (value) out[key] = value;
    }
    // The message can quote a value (`invalid input syntax for type uuid: "…"`): kept for debugging outside
    // production only. `detail` (`Key (email)=(…)`), `where`, `hint`, `params` and the like: never.
    if (!options.production) out.reason = error.message.slice(0, MAX_TEXT);
  } else {
    const code = str(bag.code, CODE);
    if (code) out.code = code;
    if (typeof bag.statusCode === 'number') out.statusCode = bag.statusCode;
    if (typeof bag.responseCode === 'number') out.responseCode = bag.responseCode;
    const command = str(bag.command, SMTP_COMMAND);
    if (command) out.command = command;
    // A query error's message is "Failed query: … params: …": never.
    if (!isQueryError(error) && error.message) {
      out.reason = options.production ? scrubText(error.message) : error.message.slice(0, MAX_TEXT);
    }
  }
  const query = typeof bag.query === 'string' ? bag.query.slice(0, 2_000) : undefined;
  if (query && !database) out.query = query;
  const stack = safeStack(error);
  if (stack) out.stack = stack;

  if (depth < MAX_DEPTH) {
    if (error.cause !== undefined) {
      const cause = convert(error.cause, options, depth + 1);
      // A query error's cause is the database error: lift its classification to the top for searching.
      if (isQueryError(error) && cause.type === 'DatabaseError') {
        const { stack: _causeStack, type: _causeType, ...fields } = cause;
        Object.assign(out, fields);
      } else {
        out.cause = cause;
      }
    }
    if (Array.isArray(bag.errors))
      out.errors = bag.errors.slice(0, 5).map((inner) => convert(inner, options, depth + 1));
  }
  return out;
}

/** Turns any thrown value into an object safe to log (no token, link or SQL parameter in the logs). */
export function logSafeError(error: unknown, options: LogSafeOptions): LogSafeError {
  if (isLogSafe(error)) return error;
  const out = convert(error, options, 0);
  Object.defineProperty(out, SAFE, { value: true, enumerable: false });
  return out;
}

/**
 * pino's `serializers.err` for the app's logger: whatever is logged as `err` goes through logSafeError, so an
 * error logged anywhere (Fastify's own logs included) carries no parameters. Other values pass unchanged.
 * The return type is the one Fastify's typings assume for pino's own serializer.
 */
export function logSafeErrSerializer(production: boolean) {
  return (value: unknown) =>
    (value instanceof Error ? logSafeError(value, { production }) : value) as {
      type: string;
      message: string;
      stack: string;
    };
}

/** A short line for mail_outbox.last_error and the like: `EMESSAGE 451 on DATA`, `ECONNREFUSED`, `TypeError`. */
export function shortErrorDescription(safe: LogSafeError): string {
  const parts = [safe.code ?? safe.type];
  if (safe.responseCode) parts.push(String(safe.responseCode));
  if (safe.command) parts.push(`on ${safe.command}`);
  const first = safe.errors?.[0]?.code;
  if (!safe.code && first) parts.push(`(${first})`);
  return parts.join(' ').slice(0, 120);
}
