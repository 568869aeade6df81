// Processor time per request, per hop: what each process of the platform spent (user + system time, read from
// /proc) while a load ran, divided by the requests it served. A hop is a kind of process: the gateway, a service
// (its replicas summed), NATS, PostgreSQL (every `postgres` process of the machine: its backends, WAL writer and
// checkpointer, and the backends that ended meanwhile, which the postmaster's children's time keeps; run it on a
// quiet machine). The balancer in front of several gateways runs in the bench's own
// process with the load generator, and is not counted.
//
// BENCH_PROFILE=1 also records a CPU profile of every Node process of the platform over each measured load
// (`cpu-profile-preload.mjs`, loaded at start through NODE_OPTIONS and switched on and off by SIGUSR2) and prints,
// per hop, where its time went: the packages and the functions that spent it themselves (self time).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TICK_MS = 10; // Linux reports user and system time in clock ticks of 1/100 s (CLK_TCK).
const PRELOAD = fileURLToPath(new URL('./cpu-profile-preload.mjs', import.meta.url));

/** Whether profiles are asked for, and the environment the platform's processes then start with. */
export const profiling = process.env.BENCH_PROFILE === '1';
export function profileEnv() {
  if (!profiling) return {};
  return { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${PRELOAD}`.trim(), BENCH_PROFILE_DIR: mkdtempSync(path.join(os.tmpdir(), 'remuda-profiles-')) };
}

/** A process's /proc stat fields after its name (the 3rd field of stat(5) is the first), or null when it is gone. */
function statOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** User + system time a process has spent, in ms; 0 when it is gone. */
function spentMs(pid) {
  const fields = statOf(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : 0;
}

/**
 * PostgreSQL's processor time: every `postgres` process's own, and for the postmaster (the one whose parent is no
 * `postgres`) also its ended children's, which it waited for. Without those, a backend that a pool closes during a
 * load takes its time with it and the hop can come out below naught.
 */
function postgresMs() {
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue; // gone meanwhile
    }
    const fields = statOf(entry);
    if (fields) stats.set(entry, fields);
  }
  let ticks = 0;
  for (const fields of stats.values()) {
    ticks += Number(fields[11]) + Number(fields[12]);
    if (!stats.has(fields[1])) ticks += Number(fields[13]) + Number(fields[14]);
  }
  return ticks * TICK_MS;
}

/** A process handle's hop: `medical-2` and `gateway-1` are `medical` and `gateway`; the embedded platform is `remuda`. */
const hopOf = (name) => name.replace(/-\d+$/, '');

/**
 * Meters a started platform: `stack.processes` (handles with `name` and `child`), its own NATS (`stack.nats`) when
 * it has one, and PostgreSQL when `postgres` is set; `profileDir` is where its processes write their profiles
 * (`profileEnv()`'s BENCH_PROFILE_DIR), when profiling.
 */
export function processorMeter(stack, { postgres = false, profileDir = null } = {}) {
  const nodes = stack.processes.filter((p) => p.child.exitCode === null && p.child.signalCode === null);
  const snapshot = () => {
    const hops = new Map();
    const add = (hop, ms) => hops.set(hop, (hops.get(hop) ?? 0) + ms);
    for (const p of nodes) add(hopOf(p.name), spentMs(p.child.pid));
    if (stack.nats) add('nats', spentMs(stack.nats.child.pid));
    if (postgres) add('postgres', postgresMs());
    return hops;
  };
  const signal = () => {
    for (const p of nodes) p.child.kill('SIGUSR2');
  };
  return {
    /**
     * Runs `load` (which answers how many requests it sent as `requests`, besides its own figures) and answers its
     * result with `processor`: ms per request in all and per hop, and with BENCH_PROFILE=1 each hop's profile summary.
     */
    async around(load) {
      const dir = profileDir;
      if (dir) {
        for (const file of readdirSync(dir)) rmSync(path.join(dir, file), { force: true });
        signal();
      }
      const before = snapshot();
      const result = await load();
      const after = snapshot();
      if (dir) signal();
      const requests = Math.max(1, result.requests ?? 1);
      const hops = Object.fromEntries([...after].map(([hop, ms]) => [hop, (ms - (before.get(hop) ?? 0)) / requests]).sort((a, b) => b[1] - a[1]));
      const total = Object.values(hops).reduce((sum, ms) => sum + ms, 0);
      const profiles = dir ? await summarizeProfiles(dir, nodes) : null;
      return { ...result, processor: { total, hops, profiles } };
    },
  };
}

/** Waits for each profiled process's profile file, then sums self time per hop by package and by function. */
async function summarizeProfiles(dir, nodes) {
  const { summarizeProfile } = await import('./profile-summary.mjs');
  const deadline = Date.now() + 15_000;
  const wanted = nodes.length;
  let files = [];
  while (Date.now() < deadline) {
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
    } catch {
      files = [];
    }
    if (files.length >= wanted) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const byHop = new Map();
  for (const file of files) {
    const hop = hopOf(file.replace(/\.\d+\.cpuprofile$/, ''));
    byHop.set(hop, [...(byHop.get(hop) ?? []), JSON.parse(readFileSync(path.join(dir, file), 'utf8'))]);
  }
  return Object.fromEntries([...byHop].map(([hop, profiles]) => [hop, summarizeProfile(profiles)]));
}

/** Rows of a meter's figures: one for the total and the hops, and with profiles the top entries of each hop. */
export function processorRows(processor, row, { top = 6 } = {}) {
  if (!processor) return;
  const hops = Object.entries(processor.hops)
    .filter(([, ms]) => ms >= 0.05)
    .map(([hop, ms]) => `${hop} ${ms.toFixed(2)}`)
    .join(', ');
  row('  processor time per request sent, all hops', `${processor.total.toFixed(2)} ms`, hops);
  for (const [hop, summary] of Object.entries(processor.profiles ?? {})) {
    const share = (entries) => entries.slice(0, top).map(([name, part]) => `${name} ${(100 * part).toFixed(0)}%`).join(', ');
    row(`    ${hop}: by package (self time, ${summary.busyShare}% busy)`, '', share(summary.packages));
    row(`    ${hop}: by function`, '', share(summary.functions));
  }
}
