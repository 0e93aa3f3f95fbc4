// Prints ~20 MB without reading its stdin, then the last words and a status line.
const line = `${'x'.repeat(1023)}\n`;
const block = line.repeat(1024);
let left = 20;
function more() {
  while (left > 0) {
    left--;
    if (!process.stdout.write(block)) return process.stdout.once('drain', more);
  }
  process.stdout.write('END OF FLOOD\n{"confidence": 0.6, "summary": "flooded"}\n');
}
more();
