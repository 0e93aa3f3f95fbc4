// Dies at once without reading its stdin: a fixer that crashes.
process.stderr.write('fixer: TypeError: cannot read properties of undefined\n');
process.exit(3);
