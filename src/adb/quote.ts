/**
 * THE shell-quoting function. `adb shell` sends one command line that the device's `sh` parses,
 * so every argument built from data (serials, class names, paths, patterns) goes through here.
 * POSIX single quotes make everything literal; a `'` inside is closed, escaped and reopened.
 *
 * @example shellQuote("it's") === `'it'\\''s'`
 */
export function shellQuote(arg: string | number): string {
  const s = String(arg);
  // plain words stay readable in logs; anything else is quoted
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(s)) return s;
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** An argv array as one `adb shell` command line, each argument quoted. */
export function shellCommandLine(argv: ReadonlyArray<string | number>): string {
  if (argv.length === 0) throw new Error('empty command');
  return argv.map(shellQuote).join(' ');
}

/** Several commands run one after another in one `adb shell` (`a ; b`), each argv quoted. */
export function shellCommandSequence(commands: ReadonlyArray<ReadonlyArray<string | number>>): string {
  if (commands.length === 0) throw new Error('no commands');
  return commands.map(shellCommandLine).join(' ; ');
}

const PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/;

/**
 * `CLASSPATH=$(pm path PKG) ARGV…`: a command run with the APK of an installed package on its class path —
 * how `app_process` starts AndroidX test services' ShellMain. The substitution is the device shell's; the
 * package name is checked, every argument quoted.
 */
export function classpathCommandLine(pkg: string, argv: ReadonlyArray<string | number>): string {
  if (!PACKAGE_NAME.test(pkg)) throw new Error(`not a package name: ${JSON.stringify(pkg)}`);
  return `CLASSPATH=$(pm path ${pkg}) ${shellCommandLine(argv)}`;
}
