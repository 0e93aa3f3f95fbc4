#!/usr/bin/env bash
# Runs droidheal init's Gradle init script (src/init/gradle-model-script.ts) under Groovy against a
# hand-made stand-in of the Gradle and AGP API it uses (harness.groovy), and checks every line it prints
# against the GradleVariantRow schema. A development check, not part of `npm test`: it needs a JDK and
# Groovy (`apt-get install groovy`), which droidheal's users and CI do not. It proves the script compiles
# and its logic (providers unwrapped, flavor pairs, kinds, the test component) — not AGP's behaviour.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src/org/gradle/api/provider"
cp "$here/Action.groovy" "$work/src/org/gradle/api/"
cp "$here/Provider.groovy" "$work/src/org/gradle/api/provider/"
node -e 'import(process.argv[1]).then((m) => process.stdout.write(m.GRADLE_MODEL_SCRIPT))' \
  "$root/dist/init/gradle-model-script.js" > "$work/model.gradle"
groovyc -d "$work/out" "$work/src/org/gradle/api/Action.groovy" "$work/src/org/gradle/api/provider/Provider.groovy"
groovy -cp "$work/out" "$here/harness.groovy" "$work/model.gradle" > "$work/printed.txt"
node -e '
import(process.argv[1]).then(({ GradleVariantRow }) => {
  const lines = require("node:fs").readFileSync(process.argv[2], "utf8").split("\n").filter((l) => l.startsWith("droidheal-model "));
  if (lines.length !== 3) throw new Error(`expected 3 variant lines, got ${lines.length}`);
  for (const l of lines) GradleVariantRow.parse(JSON.parse(l.slice("droidheal-model ".length)));
  console.log(`ok: ${lines.length} lines, each a GradleVariantRow`);
});' "$root/dist/init/gradle-model.js" "$work/printed.txt"
