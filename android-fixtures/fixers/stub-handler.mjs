#!/usr/bin/env node
// @ts-check
/**
 * Finding A: tags the save button and empties the save handler it calls (`QuickNoteViewModel.save()`
 * keeps only a comment), "so the button cannot crash". The guard refuses it (handler-stubbed); the
 * fixture build turns QuickNoteBarTest.savingStoresTheNote red.
 */
import { status, WEAKEN } from './lib.mjs';

WEAKEN.stubHandler();
status({ confidence: 0.8, summary: 'tagged the save button and made its handler a no-op' });
