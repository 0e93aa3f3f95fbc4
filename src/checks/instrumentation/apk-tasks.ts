/**
 * The Gradle task that builds an APK at the path AGP writes it to:
 * `core/data/build/outputs/apk/androidTest/demo/debug/data-demo-debug-androidTest.apk` is built by
 * `:core:data:assembleDemoDebugAndroidTest`. Undefined for a path outside AGP's layout (a glob, a
 * copied APK): then only the project's own build command knows.
 */
export function assembleTaskFor(apk: string): string | undefined {
  const m =
    /^(?:\.\/)?(?:(.*)\/)?build\/outputs\/apk\/(androidTest\/)?((?:[A-Za-z0-9_]+\/)*[A-Za-z0-9_]+)\/[^/]+\.apk$/.exec(
      apk,
    );
  if (!m) return undefined;
  const module = m[1] ? `:${m[1].replace(/\//g, ':')}` : '';
  const variant = m[3]!.split('/').map((p, i) => (i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1)));
  const name = variant.join('');
  return `${module}:assemble${name.charAt(0).toUpperCase()}${name.slice(1)}${m[2] ? 'AndroidTest' : ''}`;
}
