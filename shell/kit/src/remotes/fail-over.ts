import type { RemoteName } from '@remuda/contracts';
import { remoteOfScript, remoteRegistry } from './load-remote-module';
import { reportRemote } from './remote-reports';

const KEY = 'remuda-broken-releases';
/** How long a release whose code could not be fetched is passed over in this tab before it is tried again. */
const PASS_OVER_MS = 10 * 60_000;

function passedOver(): Record<string, number> {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}') as unknown;
    return typeof kept === 'object' && kept !== null ? (kept as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether a release's code could not be fetched in this tab a moment ago (a page of it whose chunk is gone): its
 * remote is then loaded from the previous release the registry keeps.
 */
export function isPassedOver(release: string): boolean {
  return (passedOver()[release] ?? 0) > Date.now();
}

/** The address of the chunk a failed load of a page's code asked for (webpack's ChunkLoadError carries it). */
function chunkOf(error: unknown): string | undefined {
  const request = (error as { request?: unknown } | null)?.request;
  return typeof request === 'string' ? request : undefined;
}

/** Whether an error is a chunk of code that could not be fetched (rather than code that broke). */
export const isChunkLoadError = (error: unknown): boolean => chunkOf(error) !== undefined;

/**
 * After a page of `remote` could not load its code, tried again: when the chunk it could not fetch belongs to the
 * release the page runs and there is another to load instead (the current release, for a canary; the previous one
 * the registry keeps, for the current release), that release is passed over in this tab for a while (reported as
 * failed) and true is answered: the caller loads the page afresh, and the loader takes the other release. False when
 * there is nothing to fall back on (the section then says it is closed).
 */
export async function failOverFromChunk(remote: RemoteName, error: unknown): Promise<boolean> {
  const chunk = chunkOf(error);
  const found = chunk ? remoteOfScript(chunk) : null;
  if (!found || found.remote !== remote || isPassedOver(found.release)) return false;
  // A canary gives way to the current release (the loader passes it over), any other release to the previous one.
  const registry = await remoteRegistry().catch(() => null);
  const instead = registry?.canary?.[remote]?.url === found.release ? registry.remotes[remote] : registry?.previous?.[remote];
  if (typeof instead !== 'string' || instead === found.release) return false;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...passedOver(), [found.release]: Date.now() + PASS_OVER_MS }));
  } catch {
    return false;
  }
  reportRemote(remote, found.release, 'failed');
  return true;
}
