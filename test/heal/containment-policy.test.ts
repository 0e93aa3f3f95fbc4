import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxConfig } from '../../src/config/heal.js';
import { gatewayHosts, installPaths, openContainment, pickEnv } from '../../src/heal/containment.js';

/**
 * What each engine session and each build is given inside the sandbox (src/heal/containment.ts): its
 * own config copied into a private HOME, an environment from an allowlist, its API hosts only.
 */
let root: string;
let home: string;
let repo: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'droidheal-containment-policy-'));
  home = path.join(root, 'home');
  repo = path.join(root, 'repo');
  await mkdir(path.join(home, '.claude'), { recursive: true });
  await mkdir(path.join(home, '.codex'), { recursive: true });
  await mkdir(path.join(home, '.claude', 'projects'), { recursive: true });
  await writeFile(path.join(home, '.claude.json'), '{"userID":"u"}');
  await writeFile(path.join(home, '.claude', '.credentials.json'), '{"token":"t"}');
  await writeFile(path.join(home, '.claude', 'projects', 'big-history.jsonl'), 'x'.repeat(1000));
  await writeFile(path.join(home, '.codex', 'auth.json'), '{"key":"k"}');
  await mkdir(repo);
  await execa('git', ['init', '-q'], { cwd: repo });
});
afterAll(() => rm(root, { recursive: true, force: true }));

const env = (over: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  PATH: '/usr/bin:/bin',
  HOME: home,
  LANG: 'C.UTF-8',
  GITHUB_TOKEN: 'ghp_secret',
  AWS_SECRET_ACCESS_KEY: 'aws-secret',
  ANTHROPIC_API_KEY: 'sk-ant',
  OPENAI_API_KEY: 'sk-openai',
  DROIDHEAL_GRADLE_STANDIN: '/x/gradlew.mjs',
  ...over,
});

async function session(engine: 'claude-code' | 'codex' | 'aider' | 'command', e = env(), settings = {}) {
  const c = await openContainment({
    mode: 'sandbox',
    repo,
    engine,
    settings: SandboxConfig.parse(settings),
    stateDirs: [path.join(root, 'reports')],
    env: e,
  });
  const s = await c.engineSession(path.join(root, 'wt'), path.join(root, 'prompt'));
  return { c, s, confine: s.confine! };
}

describe('an engine session in the sandbox', () => {
  it('claude-code: its login copied owner-only into a private HOME, removed after; its history not', async () => {
    const { c, s, confine } = await session('claude-code');
    const privateHome = confine.env.HOME!;
    expect(privateHome).not.toBe(home);
    expect(confine.writable).toContain(privateHome);
    expect(await readFile(path.join(privateHome, '.claude', '.credentials.json'), 'utf8')).toBe('{"token":"t"}');
    expect((await stat(path.join(privateHome, '.claude', '.credentials.json'))).mode & 0o777).toBe(0o600);
    expect(existsSync(path.join(privateHome, '.claude.json'))).toBe(true);
    expect(existsSync(path.join(privateHome, '.claude', 'projects'))).toBe(false);
    // the real HOME is hidden, not the private one's source of truth
    expect(confine.hidden).toContain(home);
    expect(confine.allowedDomains).toContain('api.anthropic.com');
    expect(confine.allowedDomains).not.toContain('api.openai.com');
    await s.end();
    expect(existsSync(privateHome)).toBe(false);
    await c.close();
  });

  it('passes the engine its own variables and the locale, never another credential', async () => {
    const { c, confine } = await session('claude-code');
    expect(confine.env).toMatchObject({ ANTHROPIC_API_KEY: 'sk-ant', LANG: 'C.UTF-8', PATH: '/usr/bin:/bin' });
    expect(confine.env).toMatchObject({ DROIDHEAL_GRADLE_STANDIN: '/x/gradlew.mjs', DISABLE_AUTOUPDATER: '1' });
    for (const k of ['GITHUB_TOKEN', 'AWS_SECRET_ACCESS_KEY', 'OPENAI_API_KEY']) expect(confine.env[k]).toBeUndefined();
    await c.close();
  });

  it('codex: CODEX_HOME points at a private copy of its config', async () => {
    const { c, confine } = await session('codex');
    const codexHome = confine.env.CODEX_HOME!;
    expect(codexHome.startsWith(confine.env.HOME!)).toBe(true);
    expect(await readFile(path.join(codexHome, 'auth.json'), 'utf8')).toBe('{"key":"k"}');
    expect(confine.env.OPENAI_API_KEY).toBe('sk-openai');
    expect(confine.allowedDomains).toEqual(expect.arrayContaining(['api.openai.com', 'chatgpt.com']));
    await c.close();
  });

  it('a model gateway the engine is pointed at is reachable; heal.sandbox adds hosts and variables', async () => {
    const { c, confine } = await session(
      'claude-code',
      env({ ANTHROPIC_BASE_URL: 'http://127.0.0.1:8089/v1', MY_GATEWAY_KEY: 'g' }),
      { allowedDomains: ['llm.example.com'], passEnv: ['MY_GATEWAY_*'] },
    );
    expect(confine.allowedDomains).toEqual(expect.arrayContaining(['127.0.0.1:8089', 'llm.example.com']));
    expect(confine.env.MY_GATEWAY_KEY).toBe('g');
    await c.close();
  });

  it('the command engine: nothing of the user, no network', async () => {
    const { c, confine } = await session('command');
    expect(confine.allowedDomains).toEqual([]);
    expect(confine.env.ANTHROPIC_API_KEY).toBeUndefined();
    expect(existsSync(path.join(confine.env.HOME!, '.claude.json'))).toBe(false);
    await c.close();
  });

  it('hides the user’s working tree, its git config and droidheal’s reports; shows the git directory', async () => {
    const { c, confine } = await session('command');
    const gitDir = path.join(repo, '.git');
    expect(confine.hidden).toEqual(
      expect.arrayContaining([repo, path.join(gitDir, 'config'), path.join(root, 'reports')]),
    );
    expect(confine.readable).toContain(gitDir);
    expect(confine.writable).not.toContain(repo);
    await c.close();
  });
});

describe('the build and host checks in the sandbox', () => {
  it('write the worktree and Gradle’s caches, read the SDK, reach no host unless listed', async () => {
    const c = await openContainment({
      mode: 'sandbox',
      repo,
      engine: 'command',
      settings: SandboxConfig.parse({ buildAllowedDomains: ['maven.example.com'] }),
      stateDirs: [],
      env: env({ ANDROID_HOME: '/opt/android-sdk', JAVA_HOME: '/opt/jdk' }),
    });
    const j = c.judges(path.join(root, 'wt'))!;
    expect(j.writable).toEqual(
      expect.arrayContaining([
        path.join(root, 'wt'),
        path.join(home, '.gradle', 'caches'),
        path.join(home, '.gradle', 'wrapper'),
      ]),
    );
    expect(j.writable).not.toContain(path.join(home, '.gradle'));
    expect(j.readable).toEqual(expect.arrayContaining(['/opt/android-sdk', '/opt/jdk']));
    expect(j.writable).not.toContain('/opt/android-sdk');
    expect(j.readable).toContain(path.join(home, '.android', 'debug.keystore'));
    expect(j.readable).not.toContain(path.join(home, '.android'));
    expect(j.allowedDomains).toEqual(['maven.example.com']);
    expect(j.env).toMatchObject({ GRADLE_USER_HOME: path.join(home, '.gradle'), JAVA_HOME: '/opt/jdk' });
    expect(j.env.HOME).not.toBe(home);
    expect(j.env.GITHUB_TOKEN).toBeUndefined();
    await c.close();
    expect(existsSync(j.env.HOME!)).toBe(false);
  });

  it('--no-sandbox (detect) confines nothing', async () => {
    const c = await openContainment({
      mode: 'detect',
      repo,
      engine: 'command',
      settings: SandboxConfig.parse({}),
      stateDirs: [],
    });
    expect(c.judges(root)).toBeUndefined();
    expect((await c.engineSession(root, root)).confine).toBeUndefined();
    await c.close();
  });
});

describe('helpers', () => {
  it('picks variables by name and prefix', () => {
    expect(pickEnv({ A: '1', LC_ALL: 'C', LC_TIME: 'x', B: '2' }, ['A', 'LC_*'])).toEqual({
      A: '1',
      LC_ALL: 'C',
      LC_TIME: 'x',
    });
  });
  it('reads a gateway host and port from *_BASE_URL and *_API_BASE', () => {
    expect(
      gatewayHosts({
        OPENAI_BASE_URL: 'https://gw.example.com/v1',
        X_API_BASE: 'http://10.0.0.5:4000',
        Y: 'z',
        BAD_BASE_URL: 'nope',
      }),
    ).toEqual(['gw.example.com', '10.0.0.5:4000']);
  });
  it('finds an npm-installed CLI’s package and a prefix-installed one’s prefix', async () => {
    const pkg = path.join(root, 'prefix', 'lib', 'node_modules', '@scope', 'cli');
    await mkdir(path.join(pkg, 'bin'), { recursive: true });
    await writeFile(path.join(pkg, 'bin', 'cli.js'), '');
    expect(await installPaths(path.join(pkg, 'bin', 'cli.js'))).toEqual([path.join(pkg, 'bin'), pkg]);
    const venv = path.join(root, 'venv');
    await mkdir(path.join(venv, 'bin'), { recursive: true });
    await writeFile(path.join(venv, 'bin', 'aider'), '');
    expect(await installPaths(path.join(venv, 'bin', 'aider'))).toEqual([path.join(venv, 'bin'), venv]);
  });
});
