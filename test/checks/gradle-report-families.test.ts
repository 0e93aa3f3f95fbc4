import { describe, expect, it } from 'vitest';
import { reportFamilies, taskCollector } from '../../src/checks/gradle/kind.js';

describe('which reports a gradle check reads', () => {
  it('collects executed tasks from `> Task` lines split across output chunks', () => {
    const c = taskCollector();
    c.onOutput('> Task :app:compileDebugKotlin\n> Task :app:ktlintMain');
    c.onOutput('SourceSetCheck FAILED\nsome output\n> Task :core:testDebugUnitTest');
    expect(c.tasks()).toEqual(['compileDebugKotlin', 'ktlintMainSourceSetCheck', 'testDebugUnitTest']);
  });

  it('reads only the families its tasks write, so a unit-test check never reports ktlint rows', () => {
    expect([...reportFamilies(['compileDebugKotlin', 'testDebugUnitTest'])]).toEqual(['junit']);
    expect([...reportFamilies(['ktlintMainSourceSetCheck', 'ktlintTestSourceSetCheck'])]).toEqual(['ktlint']);
    expect([...reportFamilies(['lintAnalyzeDebug', 'lintDebug'])]).toEqual(['lint', 'lintSarif']);
    expect([...reportFamilies(['detekt'])]).toEqual(['detekt']);
  });

  it('reads every family when the console named no task (a quiet build)', () => {
    expect([...reportFamilies([])].sort()).toEqual(['detekt', 'junit', 'ktlint', 'lint', 'lintSarif']);
  });
});
