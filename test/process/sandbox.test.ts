import { existsSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProcessResult, runProcess } from '../../src/process/run.js';
import {
  type Confinement,
  closeSandbox,
  explainStartFailure,
  probeSandbox,
  shellWord,
} from '../../src/process/sandbox.js';

/**
 * The real sandbox (bubblewrap through the sandbox runtime): a confined program writes only where it
 * was given, sees none of what was hidden, inherits no environment and reaches only its listed hosts.
 */
const node = process.execPath;
let root: string;
let home: string;
let repo: string;
let worktree: string;
let confinement: Confinement;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'droidheal-sandbox-'));
  home = path.join(root, 'home');
  repo = path.join(root, 'repo');
  worktree = path.join(root, 'scratch', 'wt');
  await mkdir(path.join(home, '.ssh'), { recursive: true });
  await writeFile(path.join(home, '.ssh', 'id_ed25519'), 'PRIVATE KEY\n');
  await mkdir(repo, { recursive: true });
  await writeFile(path.join(repo, 'tracked.kt'), 'fun a() {}\n');
  await mkdir(worktree, { recursive: true });
  confinement = {
    writable: [worktree],
    hidden: [home, root, tmpdir(), '/var/tmp'],
    readable: [repo],
    allowedDomains: [],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, TMPDIR: tmpdir() },
  };
});
afterAll(async () => {
  await closeSandbox();
  await rm(root, { recursive: true, force: true });
});

function confined(
  script: string,
  over: Partial<Confinement> = {},
  env?: Record<string, string>,
): Promise<ProcessResult> {
  return runProcess({
    file: node,
    args: ['-e', script],
    cwd: worktree,
    timeoutMs: 60_000,
    signal: new AbortController().signal,
    outputTailChars: 10_000,
    confine: { ...confinement, ...over },
    ...(env ? { env } : {}),
  });
}

function ran(r: ProcessResult): Extract<ProcessResult, { spawned: true }> {
  if (!r.spawned) throw new Error(`did not start: ${r.code} ${r.message}`);
  return r;
}

describe('the sandbox', () => {
  it('works on this machine (the README installs bubblewrap, socat and ripgrep)', async () => {
    const probe = await probeSandbox(async (w) => {
      const r = ran(
        await runProcess({
          file: w.file,
          args: w.args,
          cwd: root,
          env: w.env,
          timeoutMs: 30_000,
          signal: new AbortController().signal,
          outputTailChars: 4000,
        }),
      );
      return { ...(r.exitCode !== undefined ? { exitCode: r.exitCode } : {}), output: r.output };
    });
    expect(probe).toEqual({ available: true, platform: 'bubblewrap' });
  });

  it('keeps every write outside the writable paths off the disk', async () => {
    const targets = {
      inside: path.join(worktree, 'fix.kt'),
      parent: path.join(worktree, '..', 'parent.txt'),
      grandparent: path.join(worktree, '..', '..', 'grandparent.txt'),
      home: path.join(home, 'planted.txt'),
      tmp: path.join(tmpdir(), `droidheal-sandbox-escape-${process.pid}.txt`),
      varTmp: path.join('/var/tmp', `droidheal-sandbox-escape-${process.pid}.txt`),
      repoNew: path.join(repo, 'new.kt'),
      repoTracked: path.join(repo, 'tracked.kt'),
    };
    const r = ran(
      await confined(`
        const fs = require('node:fs');
        const out = {};
        for (const [k, p] of Object.entries(${JSON.stringify(targets)})) {
          try { fs.appendFileSync(p, 'x\\n'); out[k] = 'wrote'; } catch (e) { out[k] = e.code; }
        }
        console.log(JSON.stringify(out));`),
    );
    expect(r.exitCode).toBe(0);
    const said = JSON.parse(r.stdout || r.output.trim().split('\n').pop()!);
    expect(said.inside).toBe('wrote');
    // the user's repository is read-only: the write fails, it does not vanish
    expect(said.repoNew).toBe('EROFS');
    expect(said.repoTracked).toBe('EROFS');
    expect(await readFile(targets.inside, 'utf8')).toBe('x\n');
    for (const [k, p] of Object.entries(targets))
      if (k !== 'inside' && k !== 'repoTracked') expect(existsSync(p), `${k}: ${p}`).toBe(false);
    expect(await readFile(targets.repoTracked, 'utf8')).toBe('fun a() {}\n');
  });

  it('hides what was hidden and shows the readable paths read-only', async () => {
    const r = ran(
      await confined(`
        const fs = require('node:fs');
        let key; try { key = fs.readFileSync(${JSON.stringify(path.join(home, '.ssh', 'id_ed25519'))}, 'utf8'); } catch (e) { key = e.code; }
        console.log(JSON.stringify({ key, repo: fs.readFileSync(${JSON.stringify(path.join(repo, 'tracked.kt'))}, 'utf8') }));`),
    );
    const said = JSON.parse(r.output.trim().split('\n').pop()!);
    expect(said).toEqual({ key: 'ENOENT', repo: 'fun a() {}\n' });
  });

  it('passes no environment but the confinement’s own and the caller’s additions', async () => {
    process.env.DROIDHEAL_SANDBOX_TEST_SECRET = 'hunter2';
    try {
      const r = ran(
        await confined(
          'console.log(JSON.stringify({ secret: process.env.DROIDHEAL_SANDBOX_TEST_SECRET ?? null, added: process.env.ADDED, home: process.env.HOME }))',
          {},
          { ADDED: 'yes' },
        ),
      );
      expect(JSON.parse(r.output.trim().split('\n').pop()!)).toEqual({ secret: null, added: 'yes', home });
    } finally {
      delete process.env.DROIDHEAL_SANDBOX_TEST_SECRET;
    }
  });

  describe('network', () => {
    let server: http.Server;
    let port: number;
    beforeAll(async () => {
      server = http.createServer((_, res) => res.end('reached'));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    /** A direct connection to droidheal's own loopback server, and two GETs through the sandbox's HTTP proxy. */
    const probe = (p: number) => `
      const http = require('node:http');
      const direct = new Promise((resolve) => {
        const s = require('node:net').connect(${p}, '127.0.0.1');
        s.on('connect', () => { s.destroy(); resolve('connected'); });
        s.on('error', (e) => resolve(e.code));
      });
      const proxy = new URL(process.env.HTTP_PROXY);
      const auth = Buffer.from(decodeURIComponent(proxy.username) + ':' + decodeURIComponent(proxy.password)).toString('base64');
      const get = (url) => new Promise((resolve) => {
        const req = http.get({ host: proxy.hostname, port: proxy.port, path: url, agent: false, headers: { 'Proxy-Authorization': 'Basic ' + auth } }, (res) => {
          res.resume();
          resolve(/^blocked/.test(res.headers['x-proxy-error'] ?? '') ? 'blocked' : 'passed ' + res.statusCode);
        });
        req.on('error', (e) => resolve(e.code));
      });
      (async () => {
        const said = { direct: await direct, listed: await get('http://listed.droidheal-test.invalid/') };
        said.unlisted = await get('http://unlisted.droidheal-test.invalid/');
        console.log(JSON.stringify(said));
      })();`;

    it('reaches no host directly, and through the proxy only the listed ones', async () => {
      const r = ran(await confined(probe(port), { allowedDomains: ['listed.droidheal-test.invalid'] }));
      const said = JSON.parse(r.output.trim().split('\n').pop()!);
      // the sandbox has no network of its own: not even droidheal's adb server on loopback
      expect(said.direct).not.toBe('connected');
      expect(said.unlisted).toBe('blocked');
      // a listed host passes the allow list (and then fails to resolve: this machine has no network)
      expect(said.listed).toMatch(/^passed /);
    });

    it('reaches nothing at all with an empty list', async () => {
      const r = ran(await confined(probe(port), { allowedDomains: [] }));
      const said = JSON.parse(r.output.trim().split('\n').pop()!);
      // no proxy is even reachable: nothing to ask
      expect(said.listed).not.toMatch(/^passed/);
      expect(said.unlisted).not.toMatch(/^passed/);
      expect(said.direct).not.toBe('connected');
    });
  });

  it('quotes every word so the shell reads it back unchanged', async () => {
    const words = ['plain', "it's", 'a b', '$HOME', '`x`', '"q"', '', 'é'];
    const r = ran(
      await runProcess({
        file: '/bin/sh',
        args: ['-c', `node -e 'console.log(JSON.stringify(process.argv.slice(1)))' ${words.map(shellWord).join(' ')}`],
        cwd: root,
        timeoutMs: 30_000,
        signal: new AbortController().signal,
        outputTailChars: 4000,
      }),
    );
    expect(JSON.parse(r.output.trim())).toEqual(words);
  });

  it('appends to a file it may write, through the sandbox (not a copy)', async () => {
    await appendFile(path.join(worktree, 'log.txt'), 'host\n');
    ran(await confined(`require('node:fs').appendFileSync('log.txt', 'sandbox\\n')`));
    expect(await readFile(path.join(worktree, 'log.txt'), 'utf8')).toBe('host\nsandbox\n');
  });
});

describe('a sandbox that cannot start', () => {
  // bubblewrap's own words where the kernel, a container or AppArmor forbids unprivileged user namespaces
  it.each([
    "bwrap: No permissions to creating new namespace, likely because the kernel does not allow non-privileged user namespaces. On e.g. debian this can be enabled with 'sysctl kernel.unprivileged_userns_clone=1'.",
    'bwrap: setting up uid map: Permission denied',
    'bwrap: Creating new namespace failed: Operation not permitted',
  ])('is explained as user namespaces not allowed, with the sysctl and the way out: %s', (line) => {
    const e = explainStartFailure(`${line}\n`);
    expect(e.reason).toBe(`unprivileged user namespaces are not allowed here (${line})`);
    expect(e.remedy).toContain('sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0');
    expect(e.remedy).toContain('--no-sandbox');
  });

  it('names what bubblewrap said when it is something else', () => {
    expect(explainStartFailure("bwrap: Can't mount proc on /newroot/proc: Device or resource busy\n").reason).toBe(
      "the sandbox did not start: bwrap: Can't mount proc on /newroot/proc: Device or resource busy",
    );
  });
});
