// npm run remotes -- show | canary <remote> <url> <percent> [--max-error-rate R] [--min-loads N] | promote <remote> | rollback <remote>
// Edits the remote registry file (REMUDA_REMOTE_REGISTRY_FILE, or --file) the gateways read, checked by the same
// rules before anything is written, and written whole (a new file moved into place), so a gateway never reads half
// of it. Where the file is a ConfigMap, edit the ConfigMap the same way (README, "Releasing a remote").
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, type RemoteName } from '@remuda/contracts';
import { type RegistryFile, parseRegistryFile } from './remote-registry.js';

const USAGE = `usage: npm run remotes -- [--file <registry.json>] <command>
  show                                        the file's releases and canaries
  canary <remote> <url> <percent> [--max-error-rate 0.05] [--min-loads 20]
                                              releases <url> to <percent> % of browsers, rolled back by itself past the error rate
  promote <remote>                            the canary becomes the current release; the current one becomes the previous
  rollback <remote>                           ends the canary: every browser loads the current release`;

class UsageError extends Error {}

/** The file's text after `command`, or throws what is wrong (the file is left as it was). */
export function editRegistry(text: string | null, command: string[], options: { maxErrorRate?: string; minLoads?: string } = {}): string {
  const file = text === null ? { remotes: {}, previous: {}, canary: {} } : read(text);
  const [verb, name, ...rest] = command;
  const remote = name as RemoteName;
  if (verb !== 'show' && !(REMOTE_NAMES as readonly string[]).includes(remote)) throw new UsageError(`name a remote: ${REMOTE_NAMES.join(', ')}`);
  switch (verb) {
    case 'canary': {
      const [url, percent] = rest;
      if (!url || !percent) throw new UsageError('canary needs a remote, a URL and a percent');
      file.canary[remote] = {
        url,
        percent: Number(percent),
        maxErrorRate: options.maxErrorRate === undefined ? 0.05 : Number(options.maxErrorRate),
        minLoads: options.minLoads === undefined ? 20 : Number(options.minLoads),
      };
      break;
    }
    case 'promote': {
      const canary = file.canary[remote];
      if (!canary) throw new Error(`${remote} has no canary to promote`);
      if (file.remotes[remote]) file.previous[remote] = file.remotes[remote];
      file.remotes[remote] = canary.url;
      delete file.canary[remote];
      break;
    }
    case 'rollback':
      if (!file.canary[remote]) throw new Error(`${remote} has no canary to roll back`);
      delete file.canary[remote];
      break;
    default:
      throw new UsageError(verb ? `unknown command "${verb}"` : 'name a command');
  }
  const next = `${JSON.stringify(compact(file), null, 2)}\n`;
  read(next);
  return next;
}

function read(text: string): RegistryFile {
  const parsed = parseRegistryFile(text);
  if ('problems' in parsed) throw new Error(`the registry would be refused:\n  ${parsed.problems.join('\n  ')}`);
  return parsed;
}

/** The file as an operator writes it: `previous` and `canary` only when they name something. */
function compact(file: RegistryFile): Record<string, unknown> {
  return {
    remotes: file.remotes,
    ...(Object.keys(file.previous).length ? { previous: file.previous } : {}),
    ...(Object.keys(file.canary).length ? { canary: file.canary } : {}),
  };
}

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { file: { type: 'string' }, 'max-error-rate': { type: 'string' }, 'min-loads': { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help || positionals.length === 0) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const file = values.file ?? process.env.REMUDA_REMOTE_REGISTRY_FILE;
  if (!file) {
    console.error('name the registry file: --file <registry.json>, or REMUDA_REMOTE_REGISTRY_FILE');
    return 2;
  }
  let text: string | null = null;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || positionals[0] !== 'canary') throw err;
  }
  if (positionals[0] === 'show') {
    console.log(JSON.stringify(compact(read(text ?? '{"remotes":{}}')), null, 2));
    return 0;
  }
  const next = editRegistry(text, positionals, { maxErrorRate: values['max-error-rate'], minLoads: values['min-loads'] });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}`);
  writeFileSync(temporary, next);
  renameSync(temporary, file);
  console.log(`${file}: ${positionals.slice(0, 2).join(' ')} written`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof UsageError ? `${err.message}\n${USAGE}` : (err as Error).message);
    process.exitCode = err instanceof UsageError ? 2 : 1;
  }
}
