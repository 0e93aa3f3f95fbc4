import { describe, expect, it } from 'vitest';
import { assembleTaskFor } from '../../src/checks/instrumentation/apk-tasks.js';

describe('the Gradle task that builds an APK at the path AGP writes it to', () => {
  it('reads module, flavors, build type and the androidTest component from the path', () => {
    expect(assembleTaskFor('app/build/outputs/apk/debug/app-debug.apk')).toBe(':app:assembleDebug');
    expect(assembleTaskFor('app/build/outputs/apk/androidTest/debug/app-debug-androidTest.apk')).toBe(
      ':app:assembleDebugAndroidTest',
    );
    expect(assembleTaskFor('core/data/build/outputs/apk/androidTest/demo/debug/data-demo-debug-androidTest.apk')).toBe(
      ':core:data:assembleDemoDebugAndroidTest',
    );
    expect(assembleTaskFor('./build/outputs/apk/staging/x-staging.apk')).toBe(':assembleStaging');
  });

  it('knows nothing of a path outside that layout', () => {
    expect(assembleTaskFor('dist/app.apk')).toBeUndefined();
    expect(assembleTaskFor('app/build/outputs/apk/**/*.apk')).toBeUndefined();
  });
});
