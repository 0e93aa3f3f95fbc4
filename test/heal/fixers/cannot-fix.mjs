// Says it cannot fix without changing the test, and changes nothing.
import { answer } from './lib.mjs';

answer({ cannotFix: true, summary: 'the test expects a tag the design removed; the test must change' });
