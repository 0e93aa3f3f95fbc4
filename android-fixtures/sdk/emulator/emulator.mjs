// A stand-in for the Android emulator, for tests of droidheal's emulator boot handling.
//
//   emulator -list-avds                  prints the AVD names of avds.json
//   emulator -avd NAME -port N [...]     after `startDelayMs` starts a droidheal virtual device on
//                                        port N+1 (the real emulator's adb port) and registers it with
//                                        the adb server on ANDROID_ADB_SERVER_PORT via
//                                        `host:emulator:N+1`, so adb lists it as `emulator-N`, like
//                                        a real emulator; `never: true` AVDs never start a device.
//
// AVDs come from ../avds.json, or the file named by DROIDHEAL_FAKE_AVDS. Stops on SIGTERM/SIGINT.
// Needs the built droidheal (dist/), like the CLI tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const avdsFile = process.env.DROIDHEAL_FAKE_AVDS || path.join(here, '..', 'avds.json');
const avds = JSON.parse(readFileSync(avdsFile, 'utf8'));
const args = process.argv.slice(2);
const arg = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

if (args.includes('-list-avds')) {
  for (const name of Object.keys(avds)) process.stdout.write(`${name}\n`);
  process.exit(0);
}

const name = arg('-avd');
const avd = name === undefined ? undefined : avds[name];
if (!avd) {
  process.stderr.write(`PANIC: Unknown AVD name [${name}], use -list-avds to see valid list.\n`);
  process.exit(1);
}
const consolePort = Number(arg('-port') ?? 5554);
const adbPort = consolePort + 1;
const serverPort = Number(process.env.ANDROID_ADB_SERVER_PORT || 5037);
process.stdout.write(`INFO    | Android emulator stand-in: ${name} on ports ${consolePort},${adbPort}\n`);

let rack;
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  clearTimeout(startTimer);
  await rack?.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

const startTimer = setTimeout(async () => {
  if (avd.never) return; // hangs in "boot" forever, like an emulator stuck without acceleration
  const { startVirtualDevices } = await import(path.join(repo, 'dist/virtual/index.js'));
  const { adbServer, registerEmulator } = await import(path.join(repo, 'dist/adb/index.js'));
  rack = await startVirtualDevices([
    {
      name,
      model: 'sdk_gphone64_x86_64',
      manufacturer: 'Google',
      sdk: 34,
      abis: ['x86_64'],
      ...avd.device,
      port: adbPort,
    },
  ]);
  // like the real emulator: tell the adb server, which then lists it as emulator-<consolePort>
  await registerEmulator(adbServer({ host: '127.0.0.1', port: serverPort }), adbPort).catch(() => undefined);
  process.stdout.write(`INFO    | boot started (${avd.device?.bootMs ?? 0} ms)\n`);
}, avd.startDelayMs ?? 0);
// keep running until stopped
setInterval(() => {}, 1 << 30);
