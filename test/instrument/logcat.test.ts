import { describe, expect, it } from 'vitest';
import { MAX_TEST_LOG_CHARS, testLogSection } from '../../src/instrument/logcat.js';

// A device log as `adb logcat -d -v threadtime` prints it: AndroidJUnitRunner's TestRunner lines, the
// app's own lines from the same process, another process interleaved, a multi-line trace sharing
// its header, and the buffer's banner.
const LOG = `--------- beginning of main
12-03 09:01:02.100  4242  4260 I TestRunner: run started: 3 tests
12-03 09:01:02.110  4242  4260 I TestRunner: started: listIsShown(com.example.notes.ListTest)
12-03 09:01:02.300  4242  4260 I TestRunner: finished: listIsShown(com.example.notes.ListTest)
12-03 09:01:02.310  4242  4260 I TestRunner: started: saveButtonIsShown(com.example.notes.EditorTest)
12-03 09:01:02.400  4242  4242 W NotesRepository: save ignored: no handler wired
12-03 09:01:02.405  1001  1130 I ActivityManager: Displayed com.example.notes/.MainActivity: +95ms
12-03 09:01:02.500  4242  4260 E TestRunner: failed: saveButtonIsShown(com.example.notes.EditorTest)
12-03 09:01:02.500  4242  4260 E TestRunner: ----- begin exception -----
12-03 09:01:02.500  4242  4260 E TestRunner: java.lang.AssertionError: Failed: assertExists.
12-03 09:01:02.500  4242  4260 E TestRunner: 	at com.example.notes.EditorTest.saveButtonIsShown(EditorTest.kt:19)
12-03 09:01:02.500  4242  4260 E TestRunner: ----- end exception -----
12-03 09:01:02.510  4242  4260 I TestRunner: finished: saveButtonIsShown(com.example.notes.EditorTest)
12-03 09:01:02.520  4242  4260 I TestRunner: started: opensNote(com.example.notes.ListTest)
12-03 09:01:02.600  4242  4242 E AndroidRuntime: FATAL EXCEPTION: main
12-03 09:01:02.600  4242  4242 E AndroidRuntime: Process: com.example.notes, PID: 4242
12-03 09:01:02.600  4242  4242 E AndroidRuntime: java.lang.IllegalStateException: no note 7
`;

describe("a failed test's part of the device log", () => {
  it('runs from its started: line to its finished: line, with every process and tag between them', () => {
    expect(testLogSection(LOG, { class: 'com.example.notes.EditorTest', method: 'saveButtonIsShown' })).toBe(
      [
        '12-03 09:01:02.310  4242  4260 I TestRunner: started: saveButtonIsShown(com.example.notes.EditorTest)',
        '12-03 09:01:02.400  4242  4242 W NotesRepository: save ignored: no handler wired',
        '12-03 09:01:02.405  1001  1130 I ActivityManager: Displayed com.example.notes/.MainActivity: +95ms',
        '12-03 09:01:02.500  4242  4260 E TestRunner: failed: saveButtonIsShown(com.example.notes.EditorTest)',
        '12-03 09:01:02.500  4242  4260 E TestRunner: ----- begin exception -----',
        '12-03 09:01:02.500  4242  4260 E TestRunner: java.lang.AssertionError: Failed: assertExists.',
        '12-03 09:01:02.500  4242  4260 E TestRunner: \tat com.example.notes.EditorTest.saveButtonIsShown(EditorTest.kt:19)',
        '12-03 09:01:02.500  4242  4260 E TestRunner: ----- end exception -----',
        '12-03 09:01:02.510  4242  4260 I TestRunner: finished: saveButtonIsShown(com.example.notes.EditorTest)',
      ].join('\n'),
    );
  });

  it('of a test that crashed its process runs to the end of the log (no finished: line follows)', () => {
    expect(testLogSection(LOG, { class: 'com.example.notes.ListTest', method: 'opensNote' })).toBe(
      [
        '12-03 09:01:02.520  4242  4260 I TestRunner: started: opensNote(com.example.notes.ListTest)',
        '12-03 09:01:02.600  4242  4242 E AndroidRuntime: FATAL EXCEPTION: main',
        '12-03 09:01:02.600  4242  4242 E AndroidRuntime: Process: com.example.notes, PID: 4242',
        '12-03 09:01:02.600  4242  4242 E AndroidRuntime: java.lang.IllegalStateException: no note 7',
      ].join('\n'),
    );
  });

  it('is the last run of the test in the buffer, and stops where the next test starts when finished: was lost', () => {
    const twice = `${LOG}12-03 09:05:00.000  5151  5160 I TestRunner: started: listIsShown(com.example.notes.ListTest)
12-03 09:05:00.100  5151  5151 E NotesDb: table notes is locked
12-03 09:05:00.200  5151  5160 I TestRunner: started: opensNote(com.example.notes.ListTest)
`;
    expect(testLogSection(twice, { class: 'com.example.notes.ListTest', method: 'listIsShown' })).toBe(
      [
        '12-03 09:05:00.000  5151  5160 I TestRunner: started: listIsShown(com.example.notes.ListTest)',
        '12-03 09:05:00.100  5151  5151 E NotesDb: table notes is locked',
      ].join('\n'),
    );
  });

  it('is absent when the log never shows the test starting (a cleared or overwritten buffer), and CRLF does not matter', () => {
    expect(testLogSection(LOG, { class: 'com.example.notes.ListTest', method: 'neverRan' })).toBeUndefined();
    expect(testLogSection('', { class: 'a.B', method: 'c' })).toBeUndefined();
    // a line that only mentions the test in another tag's message is not the runner's start line
    expect(
      testLogSection('12-03 09:01:02.110  1  1 I MyTag: started: c(a.B)\n', { class: 'a.B', method: 'c' }),
    ).toBeUndefined();
    expect(
      testLogSection(LOG.replace(/\n/g, '\r\n'), { class: 'com.example.notes.ListTest', method: 'listIsShown' }),
    ).toBe(
      '12-03 09:01:02.110  4242  4260 I TestRunner: started: listIsShown(com.example.notes.ListTest)\n12-03 09:01:02.300  4242  4260 I TestRunner: finished: listIsShown(com.example.notes.ListTest)',
    );
  });

  it('keeps the head and the tail of a very chatty test and says how much it left out', () => {
    const chatter = Array.from(
      { length: 2000 },
      (_, i) => `12-03 09:01:03.000  4242  4242 D Chatty  : line ${String(i).padStart(4, '0')}`,
    ).join('\n');
    const log = `12-03 09:01:02.110  4242  4260 I TestRunner: started: c(a.B)\n${chatter}\n12-03 09:01:09.000  4242  4260 I TestRunner: finished: c(a.B)\n`;
    const section = testLogSection(log, { class: 'a.B', method: 'c' })!;
    expect(section.length).toBeLessThanOrEqual(MAX_TEST_LOG_CHARS + 100);
    expect(section.split('\n')[0]).toBe('12-03 09:01:02.110  4242  4260 I TestRunner: started: c(a.B)');
    expect(section.split('\n').at(-1)).toBe('12-03 09:01:09.000  4242  4260 I TestRunner: finished: c(a.B)');
    expect(section).toMatch(/\n… \d+ characters of the log left out …\n/);
    expect(section).toContain('D Chatty  : line 0000');
    expect(section).toContain('D Chatty  : line 1999');
    expect(section).not.toContain('D Chatty  : line 1000');
  });
});
