// Where a process's time went, from V8 CPU profiles (.cpuprofile): each sample's time goes to the function on top
// of the stack (self time), summed by package (a dependency, a workspace of this repository, Node's own code, or
// what V8 names itself: the garbage collector, a system call such as writev) and by function.
const ROOT = new URL('../../', import.meta.url).pathname;

function packageOf(url, name) {
  if (!url) return `(${name || 'native'})`;
  const file = url.replace(/^file:\/\//, '');
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (dependency) return dependency[1];
  if (file.startsWith('node:')) return 'node';
  if (file.startsWith(ROOT)) return file.slice(ROOT.length).split('/').slice(0, file.slice(ROOT.length).startsWith('services/') ? 2 : 1).join('/');
  return file;
}

/**
 * Sums the profiles of one hop (its replicas). Answers the shares of busy time (idle left out) by package and by
 * function, largest first, and how busy the hop was over the profiled window.
 */
export function summarizeProfile(profiles) {
  const packages = new Map();
  const functions = new Map();
  let busy = 0;
  let all = 0;
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map();
    profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + profile.timeDeltas[i]));
    for (const [id, time] of self) {
      const { functionName, url, lineNumber } = nodes.get(id).callFrame;
      all += time;
      // Idle, V8's own bookkeeping, and the inspector answering the profiler (`dispatch`) are not the process's work.
      if (functionName === '(idle)' || functionName === '(program)' || functionName === '(root)' || (functionName === 'dispatch' && !url)) continue;
      busy += time;
      const pkg = packageOf(url, functionName);
      packages.set(pkg, (packages.get(pkg) ?? 0) + time);
      const fn = `${functionName || '(anonymous)'} ${url ? `${pkg}:${lineNumber + 1}` : ''}`.trim();
      functions.set(fn, (functions.get(fn) ?? 0) + time);
    }
  }
  const shares = (map) => [...map].sort((a, b) => b[1] - a[1]).map(([name, time]) => [name, busy ? time / busy : 0]);
  return { busyShare: all ? Math.round((100 * busy) / all) : 0, packages: shares(packages), functions: shares(functions) };
}
