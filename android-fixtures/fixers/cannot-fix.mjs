#!/usr/bin/env node
// @ts-check
/** Changes nothing and says so: `cannotFix: true`. */
import { status } from './lib.mjs';

process.stdout.write('The test expects a node the design no longer has; only changing the test would make it pass.\n');
status({ confidence: 0, summary: 'cannot fix without changing the test', cannotFix: true });
