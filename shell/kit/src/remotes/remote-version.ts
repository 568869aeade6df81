import type { RemoteName } from '@remuda/contracts';
import { loadedRelease, remoteRegistry } from './load-remote-module';

/**
 * The release of a remote this page runs: the build version its manifest declares (its package version, or the
 * one it was built under), or null when its entry is not a manifest or cannot be read. Asked of the same address
 * the federation runtime loads the remote from, so it names the release the page really runs.
 */
export async function remoteVersion(remote: RemoteName): Promise<string | null> {
  const entry = loadedRelease(remote) ?? (await remoteRegistry()).remotes?.[remote];
  if (typeof entry !== 'string' || !/\.json(\?|$)/.test(entry)) return null;
  const res = await fetch(entry, { headers: { Accept: 'application/json' } });
  if (!res.ok) return null;
  const manifest = (await res.json()) as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null;
  const version = manifest?.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' ? version : null;
}
