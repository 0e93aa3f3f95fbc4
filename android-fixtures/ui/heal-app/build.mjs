// @ts-check
/**
 * The ui heal fixture's build: out/app.apk, a real APK (droidheal's APK writer) whose screen for
 * virtual devices (assets/droidheal/ui.json) is derived from the app's Kotlin source — every
 * `Text(text = "…", modifier = Modifier.testTag("…"))` becomes a node — so a fix to the source
 * shows on the virtual screen. DROIDHEAL_DIST names droidheal's dist/ for copies outside the repo.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = process.env.DROIDHEAL_DIST ?? new URL('../../../dist/', import.meta.url).pathname;
const { buildApk } = await import(pathToFileURL(path.join(dist, 'apk/write.js')).href);

/** @param {string} dir @returns {string[]} */
const kotlin = (dir) =>
  readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? kotlin(p) : p.endsWith('.kt') ? [p] : [];
  });

const screen = [];
for (const file of kotlin('app/src/main')) {
  const src = readFileSync(file, 'utf8');
  for (const m of src.matchAll(
    /Text\(\s*text\s*=\s*"([^"]*)"\s*,\s*modifier\s*=\s*Modifier\.testTag\("([^"]+)"\)\s*\)/g,
  ))
    screen.push({ tag: m[2], text: m[1].replace(/\$versionName/g, '1.4.0') });
}
mkdirSync('out', { recursive: true });
const ui = { activity: '.MainActivity', screen };
writeFileSync(
  'out/app.apk',
  buildApk({
    package: 'com.example.notes',
    minSdk: 26,
    entries: [{ name: 'assets/droidheal/ui.json', data: Buffer.from(JSON.stringify(ui)), compress: true }],
  }),
);
console.log(`out/app.apk: ${screen.length} nodes (${screen.map((n) => n.tag).join(', ')})`);
