#!/usr/bin/env node
// @ts-check
/**
 * Finding A: tags the save button and empties the save handler it calls (`QuickNoteViewModel.save()`
 * keeps only a comment), "so the button cannot crash". The guard refuses it (handler-stubbed); the
 * fixture build turns QuickNoteBarTest.savingStoresTheNote red.
 */
import { edit, FILES, GENUINE, status } from './lib.mjs';

GENUINE.A();
edit(
  FILES.quickNoteViewModel,
  '        val title = _text.value.trim()\n        if (title.isEmpty()) return\n        viewModelScope.launch {\n            repository.upsert(Note(id = 0L, title = title, body = "", updatedAt = 0L))\n            _text.value = ""\n        }\n',
  '        // saving moves to the list screen (#171)\n',
);
status({ confidence: 0.8, summary: 'tagged the save button and made its handler a no-op' });
