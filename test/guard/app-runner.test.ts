import { describe, expect, it } from 'vitest';
import { compareBuild } from '../../src/guard/rules/app.js';
import { applicationRunners } from '../../src/guard/rules/app-runner.js';

/**
 * A test runner that only chooses the Application (Hilt's custom runner) filters no test: switching
 * `testInstrumentationRunner` to one the change declares is allowed; a runner that does anything
 * else (sets arguments, filters) stays runner-filtered.
 */

const runner = (body: string) => `package com.example.app

import android.app.Application
import android.content.Context
import androidx.test.runner.AndroidJUnitRunner
import dagger.hilt.android.testing.HiltTestApplication

class CustomTestRunner : AndroidJUnitRunner() {
${body}
}
`;

const swapsApplication = `    override fun newApplication(cl: ClassLoader?, name: String?, context: Context?): Application {
        return super.newApplication(cl, HiltTestApplication::class.java.name, context)
    }`;

const filters = `${swapsApplication}

    override fun onCreate(arguments: Bundle) {
        arguments.putString("notClass", "com.example.app.SaveTest")
        super.onCreate(arguments)
    }`;

const setting = (value: string) => ({
  file: 'app/build.gradle',
  line: 16,
  sig: `testInstrumentationRunner ${value}`,
  text: `testInstrumentationRunner ${value}`,
});

describe('a runner that only chooses the Application', () => {
  const stock = [setting('"androidx.test.runner.AndroidJUnitRunner"')];
  const custom = [setting('"com.example.app.CustomTestRunner"')];
  const path = 'app/src/androidTest/java/com/example/app/CustomTestRunner.kt';

  it('allows switching to a declared runner that only swaps the Application', () => {
    const runners = applicationRunners(new Map([[path, runner(swapsApplication)]]));
    expect([...runners]).toEqual(['com.example.app.CustomTestRunner']);
    expect(compareBuild(stock, custom, new Set(), runners)).toEqual([]);
  });

  it('refuses switching to a runner that also rewrites its arguments, or one the change does not declare', () => {
    const runners = applicationRunners(new Map([[path, runner(filters)]]));
    expect([...runners]).toEqual([]);
    expect(compareBuild(stock, custom, new Set(), runners).map((r) => r.rule)).toEqual(['runner-filtered']);
    expect(compareBuild(stock, custom, new Set(), new Set()).map((r) => r.rule)).toEqual(['runner-filtered']);
  });
});
