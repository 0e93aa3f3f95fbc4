import type { EngineName } from '../../config/heal.js';

/**
 * What each fixer engine needs inside the sandbox (docs/decisions.md, "Containment"): its own config
 * and credentials, copied from the user's HOME into the session's private HOME (writes there are
 * thrown away, so a fixer cannot plant a hook or a setting for the user's next session), the
 * environment variables it reads, and the only hosts it may reach — its own API.
 */
export interface EngineSandboxProfile {
  /** the executable looked up on PATH (its install directory is shown read-only) */
  binary?: string;
  /** HOME-relative files copied into the private HOME when they exist */
  homeFiles: readonly string[];
  /** a variable that moves the config directory (`CODEX_HOME`): its files are copied and it points at the copy */
  configHome?: { env: string; dir: string; files: readonly string[] };
  /** variable names passed in; a trailing `*` matches a prefix */
  env: readonly string[];
  /** the engine's API hosts */
  domains: readonly string[];
  /** set inside the sandbox: no auto-update, no telemetry (both would only be refused by the sandbox) */
  setEnv?: Readonly<Record<string, string>>;
}

export const engineSandboxProfiles = {
  'claude-code': {
    binary: 'claude',
    // ~/.claude.json: account and onboarding state; .credentials.json: the login on Linux
    homeFiles: ['.claude.json', '.claude/.credentials.json', '.claude/settings.json', '.claude/CLAUDE.md'],
    env: ['ANTHROPIC_*', 'CLAUDE_*', 'DISABLE_*'],
    domains: ['api.anthropic.com', 'console.anthropic.com', 'platform.claude.com', 'claude.ai'],
    setEnv: { DISABLE_AUTOUPDATER: '1', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1' },
  },
  codex: {
    binary: 'codex',
    homeFiles: [],
    configHome: { env: 'CODEX_HOME', dir: '.codex', files: ['auth.json', 'config.toml', 'AGENTS.md'] },
    env: ['OPENAI_*', 'CODEX_*'],
    domains: ['api.openai.com', 'chatgpt.com', 'auth.openai.com'],
  },
  aider: {
    binary: 'aider',
    homeFiles: ['.aider.conf.yml', '.aider.model.settings.yml', '.aider.model.metadata.json', '.aider/oauth-keys.env'],
    env: [
      'AIDER_*',
      'OPENAI_*',
      'ANTHROPIC_*',
      'OPENROUTER_*',
      'DEEPSEEK_*',
      'GEMINI_*',
      'GROQ_*',
      'MISTRAL_*',
      'AZURE_*',
      'OLLAMA_*',
    ],
    domains: [
      'api.openai.com',
      'api.anthropic.com',
      'openrouter.ai',
      'api.deepseek.com',
      'generativelanguage.googleapis.com',
      'api.groq.com',
      'api.mistral.ai',
    ],
    setEnv: { AIDER_CHECK_UPDATE: 'false', AIDER_ANALYTICS: 'false' },
  },
  // any program: nothing of the user's, no network; heal.sandbox adds what it needs
  command: { homeFiles: [], env: [], domains: [] },
} as const satisfies Record<EngineName, EngineSandboxProfile>;
