// Loaded into each of the platform's Node processes by the benchmark (NODE_OPTIONS=--import, BENCH_PROFILE=1):
// SIGUSR2 starts a CPU profile, the next SIGUSR2 writes it to BENCH_PROFILE_DIR as <target>.<pid>.cpuprofile.
// The profiler samples every 1 ms, so profiled figures run slower than plain ones; compare shares, not times.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const session = new Session();
session.connect();
let profiling = false;
process.on('SIGUSR2', () => {
  if (!profiling) {
    profiling = true;
    session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 1000 }, () => session.post('Profiler.start')));
    return;
  }
  profiling = false;
  session.post('Profiler.stop', (err, result) => {
    if (err) return;
    const file = path.join(process.env.BENCH_PROFILE_DIR, `${process.env.REMUDA_TARGET ?? 'all'}.${process.pid}.cpuprofile`);
    writeFileSync(file, JSON.stringify(result.profile));
  });
});
