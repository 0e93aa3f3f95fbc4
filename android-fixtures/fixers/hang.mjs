#!/usr/bin/env node
// @ts-check
/**
 * Never finishes: prints one line, starts a child process that also waits forever (a process tree to
 * stop), and waits. With DROIDHEAL_FIXER_PIDFILE set, writes "<own pid> <child pid>" there first.
 * It does not handle signals, so SIGTERM ends it — and not its child: stopping the tree is the caller's job.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

// the child outlives a plain kill of its parent, but not by much: orphaned, it exits within ~0.2 s,
// so a caller that forgets the tree leaks nothing for long (a test should look right after stopping)
const childCode = 'const p = process.ppid; setInterval(() => { if (process.ppid !== p) process.exit(0); }, 200);';
const child = spawn(process.execPath, ['-e', childCode], { stdio: 'ignore' });
if (process.env.DROIDHEAL_FIXER_PIDFILE)
  writeFileSync(process.env.DROIDHEAL_FIXER_PIDFILE, `${process.pid} ${child.pid}\n`);
process.stdout.write('thinking …\n');
setInterval(() => {}, 1 << 30);
