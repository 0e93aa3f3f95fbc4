// A regenerator that changes something, but nothing any check looks at.
import { appendFileSync } from 'node:fs';

appendFileSync('NOTES.md', 'regenerated\n');
