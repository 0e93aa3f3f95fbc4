// Stand-ins for the fixer CLIs droidheal drives (`claude`, `codex`, `aider`), put first on PATH by tests.
// Each records its argv, stdin and cwd (one JSON line per call in $STANDIN_RECORD/<product>.jsonl), edits
// $STANDIN_EDIT (a worktree-relative file) when its scenario edits, and answers with the output shapes of
// the real products: Claude Code's `--output-format json` result, Codex's `exec --json` JSONL events, aider's
// plain text. $STANDIN_SCENARIO picks the answer (default `edit`).
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [product, ...argv] = process.argv.slice(2);
const scenario = process.env.STANDIN_SCENARIO ?? 'edit';
const out = (s) => process.stdout.write(`${s}\n`);
const json = (v) => out(JSON.stringify(v));

function readStdin() {
  try {
    return readFileSync(0, 'utf8');
  } catch {
    return '';
  }
}

function record(extra = {}) {
  if (!process.env.STANDIN_RECORD) return;
  appendFileSync(
    path.join(process.env.STANDIN_RECORD, `${product}.jsonl`),
    `${JSON.stringify({ argv, cwd: process.cwd(), ...extra })}\n`,
  );
}

function edit() {
  if (process.env.STANDIN_EDIT) appendFileSync(process.env.STANDIN_EDIT, `// edited by the ${product} stand-in\n`);
  // the model's edits, as a program: one of android-fixtures/fixers/*.mjs run in the worktree
  if (process.env.STANDIN_FIXER)
    execFileSync(process.execPath, [process.env.STANDIN_FIXER], { stdio: ['ignore', 'ignore', 'inherit'] });
}

const status = {
  edit: '{"confidence": 0.85, "summary": "the save button now calls onSave", "cannotFix": false}',
  'cannot-fix': '{"cannotFix": true, "summary": "the test asserts a tag the design removed"}',
};

function claude() {
  if (argv.includes('--version')) return out('2.1.332 (Claude Code)');
  const stdin = readStdin();
  record({ stdin });
  const base = {
    type: 'result',
    duration_ms: 1234,
    duration_api_ms: 1000,
    session_id: '0b7ce586-951c-42c1-a041-9e2ce8c395c4',
  };
  switch (scenario) {
    case 'edit':
    case 'cannot-fix':
      if (scenario === 'edit') edit();
      json({
        ...base,
        subtype: 'success',
        is_error: false,
        num_turns: 6,
        result: `I read the screen and the test.\n${status[scenario]}`,
        total_cost_usd: 0.0421,
        usage: { input_tokens: 5120, output_tokens: 830 },
        permission_denials: [],
        terminal_reason: 'completed',
      });
      return;
    case 'not-logged-in':
      json({
        ...base,
        subtype: 'success',
        is_error: true,
        num_turns: 1,
        result: 'Not logged in · Please run /login',
        total_cost_usd: 0,
        usage: { input_tokens: 0, output_tokens: 0 },
        api_error_status: null,
        terminal_reason: 'api_error',
      });
      process.exitCode = 1;
      return;
    case 'usage-limit':
      json({
        ...base,
        subtype: 'success',
        is_error: true,
        num_turns: 1,
        result: 'Claude AI usage limit reached|1767225600',
        total_cost_usd: 0,
        usage: { input_tokens: 0, output_tokens: 0 },
        terminal_reason: 'api_error',
      });
      process.exitCode = 1;
      return;
    case 'api-error-2.1.197':
      // the shape 2.1.197 printed when the API could not be reached: an error, no terminal_reason
      json({
        ...base,
        subtype: 'success',
        is_error: true,
        num_turns: 1,
        result: 'API Error: Connection error.',
        total_cost_usd: 0,
        usage: { input_tokens: 0, output_tokens: 0 },
      });
      process.exitCode = 1;
      return;
    case 'max-turns':
      edit();
      json({
        ...base,
        subtype: 'error_max_turns',
        is_error: true,
        num_turns: 41,
        total_cost_usd: 0.9,
        usage: { input_tokens: 90000, output_tokens: 7000 },
        terminal_reason: 'max_turns',
      });
      process.exitCode = 1;
      return;
    case 'crash':
      process.stderr.write('TypeError: Cannot read properties of undefined (reading "map")\n');
      process.exitCode = 2;
      return;
  }
}

function codex() {
  if (argv.includes('--version')) return out('codex-cli 0.171.0');
  if (argv[0] === 'login' && argv[1] === 'status') {
    record();
    if (scenario === 'not-logged-in') {
      process.stderr.write('Not logged in\n');
      process.exitCode = 1;
    } else process.stderr.write('Logged in using ChatGPT\n');
    return;
  }
  const stdin = readStdin();
  record({ stdin });
  json({ type: 'thread.started', thread_id: '01a239a8-a0d5-7472-9687-c2e1aa0192bc' });
  json({ type: 'turn.started' });
  switch (scenario) {
    case 'edit':
    case 'cannot-fix':
      json({ type: 'item.completed', item: { id: 'item_0', type: 'reasoning', text: 'Reading the screen.' } });
      if (scenario === 'edit') {
        edit();
        json({
          type: 'item.completed',
          item: {
            id: 'item_1',
            type: 'file_change',
            changes: [{ path: process.env.STANDIN_EDIT, kind: 'update' }],
            status: 'completed',
          },
        });
      }
      json({
        type: 'item.completed',
        item: { id: 'item_2', type: 'agent_message', text: `Done.\n${status[scenario]}` },
      });
      json({ type: 'turn.completed', usage: { input_tokens: 24763, cached_input_tokens: 24448, output_tokens: 122 } });
      return;
    case 'usage-limit':
      json({ type: 'error', message: "You've hit your usage limit. Upgrade to Pro or try again later." });
      json({
        type: 'turn.failed',
        error: { message: "You've hit your usage limit. Upgrade to Pro or try again later." },
      });
      process.exitCode = 1;
      return;
    case 'offline-retrying':
      // what codex does with no network: reconnect with backoff, for as long as it is let
      json({ type: 'thread.started', thread_id: '0199a213-81c0-7800-8aa1-bbab2a035a53' });
      json({
        type: 'error',
        message:
          'Reconnecting... 1/5 (stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses))',
      });
      setInterval(() => {}, 1000);
      return;
    case 'offline':
      json({
        type: 'error',
        message: 'Reconnecting... 5/5 (stream disconnected before completion: error sending request)',
      });
      json({ type: 'turn.failed', error: { message: 'stream disconnected before completion: error sending request' } });
      process.exitCode = 1;
      return;
  }
}

// Python's webbrowser.open as aider calls it: $BROWSER when set, else a browser of the machine's (a
// text browser in the terminal holds the session): recorded, and the session waits
function openUrl(url, question) {
  out(`${url}\n${question} (Y)es/(N)o/(D)on't ask again [Yes]: y`);
  if (process.env.BROWSER) {
    execFileSync(process.env.BROWSER, [url], { stdio: 'ignore' });
    return;
  }
  record({ browserOpened: url });
  execFileSync('sleep', ['30']);
}

function aider() {
  if (argv.includes('--version')) return out('aider 0.86.1');
  const messageFile = argv[argv.indexOf('--message-file') + 1];
  record({ message: readFileSync(messageFile, 'utf8') });
  out('Aider v0.86.1');
  switch (scenario) {
    case 'edit':
    case 'cannot-fix':
      out('Main model: anthropic/claude-sonnet-4-20250514 with diff edit format, infinite output');
      out('Git repo: .git with 31 files');
      out('Repo-map: using 4096 tokens, auto refresh');
      // what the real aider leaves in the repository it works in: its repo map cache
      mkdirSync('.aider.tags.cache.v4', { recursive: true });
      writeFileSync(path.join('.aider.tags.cache.v4', 'cache.db'), 'SQLite format 3\0');
      if (scenario === 'edit') {
        edit();
        out(`Applied edit to ${process.env.STANDIN_EDIT}`);
      }
      out(status[scenario]);
      out('Tokens: 4.1k sent, 312 received. Cost: $0.02 message, $0.02 session.');
      return;
    case 'model-warning':
    case 'token-limit':
      // aider offers a documentation URL (an unknown model's warning unless --no-show-model-warnings; an
      // exceeded token limit always), and --yes-always accepts: Python's webbrowser opens it
      if (scenario === 'model-warning' && !argv.includes('--no-show-model-warnings')) {
        out('Warning for openai/some-model: Unknown context window size and costs, using sane defaults.');
        out('You can skip this check with --no-show-model-warnings');
        openUrl('https://aider.chat/docs/llms/warnings.html', 'Open documentation url for more info?');
      }
      if (scenario === 'token-limit') {
        out('Your estimated chat context of 210,000 tokens exceeds the 200,000 token limit for some-model!');
        openUrl('https://aider.chat/docs/troubleshooting/token-limits.html', 'Open URL for more info?');
      }
      edit();
      out(status.edit);
      out('Tokens: 4.1k sent, 312 received. Cost: $0.02 message, $0.02 session.');
      return;
    case 'openrouter-login':
      // aider's onboarding with no key: it offers OpenRouter's browser login, --yes-always accepts,
      // and it waits for a callback that never comes
      out('No API key environment variables found (e.g., OPENAI_API_KEY, ANTHROPIC_API_KEY...).');
      out('Login to OpenRouter or create a free account? (Y)es/(N)o [Yes]: y');
      out('Please open the following URL in your web browser to authorize Aider with OpenRouter:');
      out('Waiting up to 5 minutes for you to finish in the browser...');
      setInterval(() => {}, 1000);
      return;
    case 'auth-error-exit-0':
      out('Main model: anthropic/claude-sonnet-4-20250514 with diff edit format');
      out(
        'litellm.AuthenticationError: AnthropicException - {"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}',
      );
      out('The API provider is not able to authenticate you. Check your API key.');
      return;
    case 'no-key':
      out('No LLM model was specified and no API keys were provided.');
      out('https://aider.chat/docs/troubleshooting/models-and-keys.html');
      process.exitCode = 1;
      return;
  }
}

({ claude, codex, aider })[product]();
