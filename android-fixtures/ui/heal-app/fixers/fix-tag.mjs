#!/usr/bin/env node
// @ts-check
/** Repairs the app: the version text gets the tag the ui scenario looks for. Idempotent. */
import { readFileSync, writeFileSync } from 'node:fs';

const file = 'app/src/main/java/com/example/notes/ui/SettingsScreen.kt';
writeFileSync(file, readFileSync(file, 'utf8').replace('testTag("version")', 'testTag("version_label")'));
console.log(JSON.stringify({ confidence: 0.9, summary: 'tagged the version text version_label' }));
