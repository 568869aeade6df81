import type { ReturnTo } from '@remuda/shell-kit';

const NO_RETURN = new Set(['/login', '/register', '/unauthorized']);

/** Where to go after signing in: the remembered page when it is one of ours, otherwise home. */
export function returnPath(state: unknown, fallback = '/'): string {
  const from = (state as ReturnTo | null)?.from;
  // A second slash or a backslash after the first slash names another host to a browser.
  if (typeof from !== 'string' || !from.startsWith('/') || /^\/[/\\]/.test(from)) return fallback;
  return NO_RETURN.has(from.split(/[?#]/)[0]) ? fallback : from;
}
