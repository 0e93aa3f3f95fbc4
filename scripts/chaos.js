#!/usr/bin/env node
// `npm run chaos -- --runs N --seed S [--only I] [--faults K]`: seeded chaos runs of droidheal's
// scheduler and verdicts on a simulated rack; prints runs, faults by kind and violations, and the
// seed and index that replay each violation. Exit 1 on any violation.
import { parseArgs } from 'node:util';

const { runChaos } = await import(new URL('../dist/chaos/run.js', import.meta.url).href);
const { INVARIANTS } = await import(new URL('../dist/chaos/invariants.js', import.meta.url).href);
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '50' },
    seed: { type: 'string', default: '1' },
    only: { type: 'string' },
    faults: { type: 'string' },
    // real droidheal runs against a private adb server and virtual devices (seconds per run)
    real: { type: 'boolean', default: false },
  },
});
const num = (name, v) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) {
    process.stderr.write(`chaos: --${name} ${v}: expected a whole number\n`);
    process.exit(2);
  }
  return n;
};
const opts = {
  runs: num('runs', values.runs),
  seed: num('seed', values.seed),
  ...(values.only !== undefined ? { only: num('only', values.only) } : {}),
  ...(values.faults !== undefined ? { faults: num('faults', values.faults) } : {}),
};
if (values.real) {
  const { runRealChaos, REAL_INVARIANTS } = await import(new URL('../dist/chaos/real.js', import.meta.url).href);
  const t0 = process.hrtime.bigint();
  const s = await runRealChaos(opts);
  const wallS = Number(process.hrtime.bigint() - t0) / 1e9;
  const count = (id) => s.violations.filter((v) => String(v.invariant) === id).length;
  const rows = [
    ['mode', 'real (droidheal run, private adb server, virtual devices)'],
    ['runs', String(s.runs)],
    ['wall time', `${wallS.toFixed(1)} s (${((s.runs / wallS) * 60).toFixed(1)} runs/min)`],
    ...Object.entries(s.faults).map(([k, n]) => [`fault ${k}`, String(n)]),
    ...Object.entries(s.exitCodes).map(([k, n]) => [`exit ${k}`, String(n)]),
    ...Object.entries(s.verdicts).map(([k, n]) => [`test verdict ${k}`, String(n)]),
    ...Object.entries(REAL_INVARIANTS).map(([id]) => [`invariant ${id} violations`, String(count(id))]),
    ['violations', String(s.violations.length)],
  ];
  const w = Math.max(...rows.map((r) => r[0].length));
  for (const [k, v] of rows) process.stdout.write(`${k.padEnd(w)}  ${v}\n`);
  for (const v of s.violations.slice(0, 20))
    process.stdout.write(
      `VIOLATION invariant ${v.invariant} (${REAL_INVARIANTS[v.invariant]}): ${v.detail}\n  replay: npm run chaos -- --real --seed ${opts.seed} --only ${v.index}\n`,
    );
  process.exit(s.violations.length > 0 ? 1 : 0);
}
const t0 = process.hrtime.bigint();
const s = await runChaos(opts);
const wallS = Number(process.hrtime.bigint() - t0) / 1e9;
const median = (xs) => {
  const a = [...xs].sort((x, y) => x - y);
  return a.length ? a[Math.floor(a.length / 2)] : NaN;
};
const rows = [
  ['runs', String(s.runs)],
  ['wall time', `${wallS.toFixed(1)} s (${((s.runs / wallS) * 60).toFixed(0)} runs/min)`],
  ...Object.entries(s.faults).map(([k, n]) => [`fault ${k}`, String(n)]),
  ...Object.entries(s.verdicts).map(([k, n]) => [`run verdict ${k}`, String(n)]),
  ['makespan ÷ lower bound (median)', median(s.makespanRatios).toFixed(2)],
  ['lost-device detection latency (median, virtual ms)', String(median(s.detectionMs))],
  ...Object.entries(INVARIANTS).map(([id, text]) => [`invariant ${id} violations`, String(s.byInvariant[id] ?? 0)]),
  ['violations', String(s.violations.length)],
];
const w = Math.max(...rows.map((r) => r[0].length));
for (const [k, v] of rows) process.stdout.write(`${k.padEnd(w)}  ${v}\n`);
for (const v of s.violations.slice(0, 20))
  process.stdout.write(
    `VIOLATION invariant ${v.invariant} (${INVARIANTS[v.invariant]}): ${v.detail}\n  replay: npm run chaos -- --seed ${v.seed} --only ${v.index}\n`,
  );
process.exit(s.violations.length > 0 ? 1 : 0);
