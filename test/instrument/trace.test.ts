import { describe, expect, it } from 'vitest';
import { exceptionHeader, firstAppFrame, parseFrame, parseTrace, rootCause } from '../../src/instrument/trace.js';

const CRASH = [
  'java.lang.RuntimeException: Unable to start activity ComponentInfo{com.example.notes/com.example.notes.MainActivity}: java.lang.NullPointerException',
  '\tat android.app.ActivityThread.performLaunchActivity(ActivityThread.java:3449)',
  '\tat com.example.notes.NotesApp.onCreate(NotesApp.kt:12)',
  '\tSuppressed: java.io.IOException: close failed',
  '\t\tat com.example.notes.io.Closer.close(Closer.kt:3)',
  'Caused by: java.lang.NullPointerException: Attempt to invoke virtual method on a null object reference',
  '\tat androidx.compose.runtime.Recomposer.run(Recomposer.kt:1)',
  '\tat com.example.notes.ui.NoteList.render(NoteList.kt:88)',
  '\t... 11 more',
].join('\n');

describe('parseTrace', () => {
  it('reads type, message, frames and the Caused by chain, skipping Suppressed blocks', () => {
    const t = parseTrace(CRASH);
    expect(t.type).toBe('java.lang.RuntimeException');
    expect(t.message).toMatch(/^Unable to start activity ComponentInfo\{/);
    expect(t.frames.map((f) => `${f.class}.${f.method}`)).toEqual([
      'android.app.ActivityThread.performLaunchActivity',
      'com.example.notes.NotesApp.onCreate',
    ]);
    expect(t.causes).toHaveLength(1);
    expect(rootCause(t)).toMatchObject({
      type: 'java.lang.NullPointerException',
      message: 'Attempt to invoke virtual method on a null object reference',
    });
  });

  it('finds the first app frame in the root cause first, then outwards', () => {
    const t = parseTrace(CRASH);
    expect(firstAppFrame(t)).toEqual({
      class: 'com.example.notes.ui.NoteList',
      method: 'render',
      file: 'NoteList.kt',
      line: 88,
    });
    expect(firstAppFrame(t, ['com.example.notes.NotesApp'])).toMatchObject({
      class: 'com.example.notes.NotesApp',
      method: 'onCreate',
    });
    expect(firstAppFrame(t, ['org.nowhere'])).toBeUndefined();
  });

  it('reads frames indented with spaces, native and unknown sources, nested and lambda classes', () => {
    expect(parseFrame('  at com.android.internal.os.RuntimeInit.nativeFinishInit(Native Method)')).toEqual({
      class: 'com.android.internal.os.RuntimeInit',
      method: 'nativeFinishInit',
    });
    expect(parseFrame('\tat com.example.A$b$1.invokeSuspend(Unknown Source:4)')).toEqual({
      class: 'com.example.A$b$1',
      method: 'invokeSuspend',
      line: 4,
    });
    expect(parseFrame('Expected: with text')).toBeUndefined();
  });

  it('keeps a multi-line message and a type without message, and reads a header that is not a type as a message', () => {
    expect(parseTrace('java.lang.AssertionError: line one\nline two\n\n\tat x.Y.z(Y.kt:1)')).toMatchObject({
      type: 'java.lang.AssertionError',
      message: 'line one\nline two',
    });
    expect(parseTrace('java.lang.AssertionError\n\tat x.Y.z(Y.kt:1)')).toEqual({
      type: 'java.lang.AssertionError',
      frames: [{ class: 'x.Y', method: 'z', file: 'Y.kt', line: 1 }],
      causes: [],
    });
    expect(parseTrace('Process crashed.')).toEqual({ message: 'Process crashed.', frames: [], causes: [] });
  });

  it('exceptionHeader is the text before the first frame, capped', () => {
    expect(exceptionHeader(CRASH)).toBe(CRASH.split('\n')[0]);
    expect(exceptionHeader(`x.Y: ${'a'.repeat(10_000)}`, 100)).toHaveLength(101);
  });
});
