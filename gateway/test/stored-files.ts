import { readdir } from 'node:fs/promises';

/** Every file under `dir`, by path, sorted: what storage holds, whatever the store (the disk store's folder, or the S3 server's). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => `${e.parentPath}/${e.name}`).sort();
}
