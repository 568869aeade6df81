// The rules the Dockerfiles of deploy/ keep: what the dockerfile-utils linter finds (syntax, arguments, flags),
// base images pinned to a tag other than latest, a final stage that runs as a non-root user named by number (so
// Kubernetes can check runAsNonRoot), and no secret written into the image by ENV or ARG.
import { validate } from 'dockerfile-utils';

export const DOCKERFILE_RULES = { lint: 'lint', baseTags: 'base-image-tags', user: 'non-root-user', secrets: 'no-secrets' };

const SECRET_NAME = /pass(word)?|secret|token|credential|private|(^|_)key$/i;

/** Instructions as { keyword, args, line }, continuation lines joined and comments left out. */
function instructions(text) {
  const out = [];
  let current = null;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!current && (line === '' || line.startsWith('#'))) return;
    const part = line.replace(/\\$/, '').trim();
    if (current) current.args += ` ${part}`;
    else {
      const [keyword, ...rest] = part.split(/\s+/);
      current = { keyword: keyword.toUpperCase(), args: rest.join(' '), line: index + 1 };
    }
    if (!line.endsWith('\\')) {
      out.push(current);
      current = null;
    }
  });
  if (current) out.push(current);
  return out;
}

/** Answers the breaches of one Dockerfile's text, each `{ rule, message }`. */
export function checkDockerfile(text) {
  const breaches = [];
  const report = (rule, message) => breaches.push({ rule, message });
  for (const d of validate(text)) report(DOCKERFILE_RULES.lint, `line ${d.range.start.line + 1}: ${d.message}`);

  const all = instructions(text);
  const stages = new Set();
  let finalStage = [];
  for (const i of all) {
    if (i.keyword === 'FROM') {
      const words = i.args.split(/\s+/).filter((w) => !w.startsWith('--'));
      const image = words[0] ?? '';
      // A stage built on an earlier stage needs no tag of its own.
      if (!stages.has(image)) {
        const last = image.slice(image.lastIndexOf('/') + 1);
        if (!image.includes('@sha256:') && (!last.includes(':') || last.endsWith(':latest'))) {
          report(DOCKERFILE_RULES.baseTags, `line ${i.line}: FROM ${image} is not pinned to a tag other than latest`);
        }
      }
      if (words[1]?.toUpperCase() === 'AS' && words[2]) stages.add(words[2]);
      finalStage = [];
    }
    finalStage.push(i);
    if (i.keyword === 'ENV' || i.keyword === 'ARG') {
      // A build argument is kept in the image's history as surely as ENV keeps its value: secrets go in neither.
      for (const [, name] of i.args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)(?:=("[^"]*"|\S*))?/g)) {
        if (SECRET_NAME.test(name)) report(DOCKERFILE_RULES.secrets, `line ${i.line}: ${i.keyword} ${name} puts a secret into the image`);
      }
    }
  }
  const user = finalStage.filter((i) => i.keyword === 'USER').at(-1);
  if (!user) report(DOCKERFILE_RULES.user, 'the final stage sets no USER, so the image runs as root');
  else {
    const [name] = user.args.split(':');
    if (!/^\d+$/.test(name)) report(DOCKERFILE_RULES.user, `line ${user.line}: USER ${user.args} is not a number, which Kubernetes cannot check`);
    else if (Number(name) === 0) report(DOCKERFILE_RULES.user, `line ${user.line}: USER ${user.args} is root`);
  }
  return breaches;
}
