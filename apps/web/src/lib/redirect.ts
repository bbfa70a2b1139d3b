import { paths } from './paths';

/**
 * A path inside this app that is safe to send the user to after sign-in: it must start with one
 * slash (not "//host" or "/\host", which browsers treat as another origin) and not lead back to /login.
 */
export function safeRedirectPath(candidate: unknown, fallback: string = paths.home): string {
  if (typeof candidate !== 'string') return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  if (/^\/(login|register)(?:[/?#]|$)/.test(candidate)) return fallback;
  return candidate;
}
