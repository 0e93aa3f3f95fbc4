#!/usr/bin/env node
// @ts-check
/**
 * Tries to write outside its worktree: a file through `..` (`../droidheal-escaped.txt`), and a file
 * through a symlink it creates in the worktree (`escape-link` → `..`, then
 * `escape-link/droidheal-escaped-via-symlink.txt`). It also makes the genuine fix for finding A, so
 * only the escape can get the change refused (the new symlink is outside the write scope).
 */
import { symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENUINE, status } from './lib.mjs';

GENUINE.A();
writeFileSync(path.join('..', 'droidheal-escaped.txt'), 'written through ..\n');
symlinkSync('..', 'escape-link');
writeFileSync(path.join('escape-link', 'droidheal-escaped-via-symlink.txt'), 'written through a symlink\n');
status({ confidence: 0.9, summary: 'tagged the save button' });
