#!/usr/bin/env node
// `npm run chaos -- --runs N --seed S [--only I] [--faults K] [--sim | --real] [--concurrency C] [--sweep]`:
// seeded chaos runs of droidheal, each index on two levels — the in-process simulation and real
// droidheal processes on a private adb server and virtual devices (+ real heals with misbehaving
// fixers). Prints runs, faults by kind, violations per invariant, wall time and runs/min, and the
// seed and index that replay each violation. `--sweep`: makespan ÷ lower bound and lost-device
// detection latency at 0, 1, 3 and 10 faults per run. Exit 1 on any violation, 2 on bad arguments.
import { parseArgs } from 'node:util';

const { runChaosSuite } = await import(new URL('../dist/chaos/suite.js', import.meta.url).href);
const { ALL_INVARIANTS, chaosRows, median, renderRows } = await import(
  new URL('../dist/chaos/table.js', import.meta.url).href
);
let values;
try {
  ({ values } = parseArgs({
    options: {
      runs: { type: 'string', default: '50' },
      seed: { type: 'string', default: '1' },
      only: { type: 'string' },
      faults: { type: 'string' },
      sim: { type: 'boolean', default: false },
      real: { type: 'boolean', default: false },
      concurrency: { type: 'string', default: '2' },
      sweep: { type: 'boolean', default: false },
    },
  }));
} catch (err) {
  process.stderr.write(
    `chaos: ${err.message}; usage: npm run chaos -- --runs N --seed S [--only I] [--faults K] [--sim|--real] [--concurrency C] [--sweep]\n`,
  );
  process.exit(2);
}
const num = (name, v, min = 0) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) {
    process.stderr.write(`chaos: --${name} ${v}: expected a whole number${min ? ` ≥ ${min}` : ''}\n`);
    process.exit(2);
  }
  return n;
};
// no level named: both (the simulation is seconds; the real level is what a release rests on)
const both = !values.sim && !values.real;
const base = {
  runs: num('runs', values.runs),
  seed: num('seed', values.seed),
  ...(values.only !== undefined ? { only: num('only', values.only) } : {}),
  sim: both || values.sim,
  real: both || values.real,
  concurrency: num('concurrency', values.concurrency, 1),
};
const _levelFlag = both ? '' : values.sim ? ' --sim' : ' --real';
// a long real run says how far it got (stderr, so stdout stays the table)
const onRun = (done, total) => {
  if (total >= 10 && (done % 10 === 0 || done === total)) process.stderr.write(`chaos: ${done}/${total} real runs\n`);
};

if (values.sweep) {
  const rows = [
    ['faults/run', 'sim makespan ÷ LB', 'real makespan ÷ LB', 'real detection ms (median, n)', 'violations'],
  ];
  let violations = 0;
  for (const faults of [0, 1, 3, 10]) {
    const s = await runChaosSuite({ ...base, faults, onRun });
    const v = (s.sim?.violations.length ?? 0) + (s.real?.violations.length ?? 0);
    violations += v;
    const m = (xs) => (xs?.length ? median(xs).toFixed(2) : '—');
    rows.push([
      String(faults),
      m(s.sim?.makespanRatios),
      m(s.real?.makespanRatios),
      s.real
        ? `${s.real.detectionMs.length ? median(s.real.detectionMs).toFixed(0) : '—'} (n=${s.real.detectionMs.length})`
        : '—',
      String(v),
    ]);
  }
  process.stdout.write(
    `chaos sweep: seed ${base.seed}, ${base.runs} runs per level and fault count\n${renderRows(rows)}\n`,
  );
  process.exit(violations > 0 ? 1 : 0);
}

const opts = { ...base, ...(values.faults !== undefined ? { faults: num('faults', values.faults) } : {}), onRun };
const s = await runChaosSuite(opts);
process.stdout.write(
  `chaos: seed ${opts.seed}, ${opts.only !== undefined ? `run ${opts.only}` : `${opts.runs} runs`}${opts.faults !== undefined ? `, ${opts.faults} faults each` : ''}, real concurrency ${opts.concurrency}; wall time ${(s.wallMs / 1000).toFixed(1)} s\n`,
);
process.stdout.write(`${renderRows(chaosRows(s))}\n`);
const all = [
  ...(s.sim?.violations ?? []).map((v) => ({ ...v, level: 'sim' })),
  ...(s.real?.violations ?? []).map((v) => ({ ...v, level: 'real' })),
];
for (const v of all.slice(0, 20))
  process.stdout.write(
    `VIOLATION (${v.level}) invariant ${v.invariant} (${ALL_INVARIANTS[v.invariant]}): ${v.detail}\n  replay: npm run chaos -- --seed ${opts.seed} --only ${v.index} --${v.level}\n`,
  );
if (all.length > 20) process.stdout.write(`… and ${all.length - 20} more\n`);
process.exit(all.length > 0 ? 1 : 0);
