import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (openhab/openhab-android 58c8e29008, a SeekBar listener moved to Material's Slider): a callback whose body
 * only wrote a log line (`Log.d(TAG, "onStartTrackingTouch …")`) made a `// no-op` was read as a handler stubbed. A
 * body of Android `Log` or Timber calls does nothing the app or a test can see: it was trivial already. Still
 * refused: a body that did work beside its log line made empty, and a working body made to only log.
 */

const VIEW = 'app/src/main/java/x/ui/SliderHolder.kt';
const JAVA = 'app/src/main/java/x/ui/Touches.java';

const holder = (start: string, stop: string) => `package x.ui

import android.util.Log
import timber.log.Timber

class SliderHolder(private val client: Client) : Slider.OnChangeListener {
    override fun onStartTrackingTouch(slider: Slider) {
${start}
    }

    override fun onStopTrackingTouch(slider: Slider) {
${stop}
    }

    companion object {
        private const val TAG = "SliderHolder"
    }
}
`;

const touches = (body: string) => `package x.ui;

import android.util.Log;

public class Touches {
    public void onTouchDown(int x) {
${body}
    }
}
`;

const logs = `        Log.d(TAG, "onStartTrackingTouch value = \${slider.value}")
        Timber.tag(TAG).i("start")`;
const works = '        client.send(slider.value)';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({
    [VIEW]: holder(logs, works),
    [JAVA]: touches('        Log.d("Touches", "down at " + x);'),
  });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.file}:${x.line}`);

describe('a body that only logged, made empty', () => {
  it('is no stub, in Kotlin and Java', async () => {
    const r = await guardOnTop(repo, {
      [VIEW]: holder('        // no-op', works),
      [JAVA]: touches('        // nothing to do'),
    });
    expect(refused(r)).toEqual([]);
  });

  it('still refuses a body that worked beside its log line made empty', async () => {
    const before = { [VIEW]: holder(`${logs}\n${works}`, works) };
    const r = await guardOnTop(repo, { [VIEW]: holder('        // no-op', works) }, { before });
    expect(refused(r)).toEqual([`handler-stubbed ${VIEW}:7`]);
  });

  it('still refuses a working body made to only log', async () => {
    const r = await guardOnTop(repo, { [VIEW]: holder(logs, '        Log.d(TAG, "stop")') });
    expect(refused(r)).toEqual([`handler-stubbed ${VIEW}:12`]);
  });
});
