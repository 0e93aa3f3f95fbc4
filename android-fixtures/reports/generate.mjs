// Regenerates the example reports from one scenario (fail, flaky, device-lost, pass) as it is fixed step by step.
// Run after `npm run build`: node android-fixtures/reports/generate.mjs
// Verdicts, run verdict and summary are written out by hand, never derived by droidheal's own code:
// test/report/json.test.ts checks that droidheal derives the same values from the executions.
import { writeFileSync } from 'node:fs';
import { Report } from '../../dist/config/report.js';

const T = (c, m) => ({ class: `com.example.shop.${c}`, method: m });
const login = T('LoginTest', 'rejectsBadPassword');
const addsItem = T('CartTest', 'addsItem');
const checkout = T('CartTest', 'checkout');
const title = T('HomeTest', 'showsTitle');
const loginTrace = `java.lang.AssertionError: Assert failed: The component with Text + EditableText contains 'Wrong password' is not displayed!
\tat androidx.compose.ui.test.AssertionsKt.assertIsDisplayed(Assertions.kt:34)
\tat com.example.shop.LoginTest.rejectsBadPassword(LoginTest.kt:42)
\tat java.lang.reflect.Method.invoke(Native Method)
Caused by: <cdata-breaker> ]]> & "quotes" 'apos' \u0007bell`;
const cartTrace = `androidx.compose.ui.test.ComposeTimeoutException: Condition still not satisfied after 1000 ms
\tat androidx.compose.ui.test.AndroidComposeUiTestEnvironment.waitUntil(ComposeUiTest.android.kt:401)
\tat com.example.shop.CartTest.addsItem(CartTest.kt:27)`;

const devices = [
  {
    serial: 'emulator-5554',
    server: '127.0.0.1:5037',
    state: 'ready',
    kind: 'emulator',
    model: 'sdk_gphone64_x86_64',
    manufacturer: 'Google',
    sdk: 34,
    abis: ['x86_64', 'arm64-v8a'],
    groups: ['api34'],
    since: '2026-12-02T13:59:50.000Z',
  },
  {
    serial: 'emulator-5556',
    server: '127.0.0.1:5037',
    state: 'ready',
    kind: 'emulator',
    model: 'sdk_gphone64_x86_64',
    manufacturer: 'Google',
    sdk: 34,
    abis: ['x86_64'],
    groups: ['api34'],
    since: '2026-12-02T13:59:50.000Z',
  },
  {
    serial: '127.0.0.1:40126',
    server: '127.0.0.1:5037',
    state: 'lost',
    reason: 'disconnected during com.example.shop.CartTest#checkout',
    remedy: 'reconnect it (adb connect 127.0.0.1:40126) and re-run',
    kind: 'virtual',
    model: 'Nexus 5X',
    manufacturer: 'LGE',
    sdk: 26,
    abis: ['x86'],
    groups: ['api26'],
    since: '2026-12-02T14:01:12.000Z',
  },
  {
    serial: 'R58M30ABCDE',
    server: '127.0.0.1:5037',
    state: 'unauthorized',
    reason: 'USB debugging not authorized',
    remedy: 'accept the RSA key prompt on the device',
    kind: 'physical',
    groups: ['api26'],
    since: '2026-12-02T14:01:12.000Z',
  },
];
const groups = [
  { name: 'api34', required: true, devices: ['emulator-5554', 'emulator-5556'], status: 'ok' },
  { name: 'api26', required: true, devices: ['127.0.0.1:40126', 'R58M30ABCDE'], status: 'ok' },
];
const suite = {
  name: 'com.example.shop.test',
  groups: [
    { group: 'api34', tests: [login, addsItem, title] },
    { group: 'api26', tests: [checkout] },
  ],
};
const ex = (test, device, group, attempt, outcome, extra = {}) => ({
  test,
  device,
  group,
  attempt,
  outcome,
  durationMs: 1200 + attempt * 100,
  startedAt: '2026-12-02T14:00:10.000Z',
  ...extra,
});

function build({ loginFixed, checkoutDetermined, file, startedAt }) {
  const executions = [
    loginFixed
      ? ex(login, 'emulator-5554', 'api34', 1, 'passed')
      : ex(login, 'emulator-5554', 'api34', 1, 'failed', {
          failureKind: 'assertion',
          detail: "The component with Text 'Wrong password' is not displayed",
          trace: loginTrace,
        }),
    ...(loginFixed
      ? []
      : [
          ex(login, 'emulator-5556', 'api34', 2, 'failed', {
            failureKind: 'assertion',
            detail: "The component with Text 'Wrong password' is not displayed",
            trace: loginTrace,
          }),
        ]),
    ex(addsItem, 'emulator-5556', 'api34', 1, 'failed', {
      failureKind: 'timeout',
      detail: 'Condition still not satisfied after 1000 ms',
      trace: cartTrace,
    }),
    ex(addsItem, 'emulator-5554', 'api34', 2, 'passed'),
    ex(title, 'emulator-5556', 'api34', 1, 'passed'),
    ex(checkout, '127.0.0.1:40126', 'api26', 1, 'undetermined', {
      reason: 'device-lost',
      detail: 'output stopped; device 127.0.0.1:40126 went offline',
    }),
    ...(checkoutDetermined ? [ex(checkout, '127.0.0.1:40126', 'api26', 2, 'passed')] : []),
  ];
  const findings = [
    {
      id: 'F-assert-login',
      signature: 'AssertionError at com.example.shop.LoginTest.rejectsBadPassword(LoginTest.kt:42)',
      exceptionType: 'java.lang.AssertionError',
      message: "The component with Text 'Wrong password' is not displayed",
      frame: {
        class: 'com.example.shop.LoginTest',
        method: 'rejectsBadPassword',
        file: 'app/src/androidTest/java/com/example/shop/LoginTest.kt',
        line: 42,
      },
      tests: [login],
      devices: ['emulator-5554', 'emulator-5556'],
      trace: loginTrace,
    },
    {
      id: 'F-timeout-cart',
      signature: 'ComposeTimeoutException at com.example.shop.CartTest.addsItem(CartTest.kt:27)',
      exceptionType: 'androidx.compose.ui.test.ComposeTimeoutException',
      message: 'Condition still not satisfied after 1000 ms',
      frame: {
        class: 'com.example.shop.CartTest',
        method: 'addsItem',
        file: 'app/src/androidTest/java/com/example/shop/CartTest.kt',
        line: 27,
      },
      tests: [addsItem],
      devices: ['emulator-5556'],
      trace: cartTrace,
    },
  ].filter((f) => !(loginFixed && f.id === 'F-assert-login'));
  const devs = checkoutDetermined
    ? devices.map((d) =>
        d.serial === '127.0.0.1:40126'
          ? {
              serial: d.serial,
              server: d.server,
              state: 'ready',
              kind: d.kind,
              model: d.model,
              manufacturer: d.manufacturer,
              sdk: d.sdk,
              abis: d.abis,
              groups: d.groups,
              since: d.since,
            }
          : d,
      )
    : devices;
  const lostDetail = 'output stopped; device 127.0.0.1:40126 went offline';
  const verdicts = [
    loginFixed
      ? { test: login, group: 'api34', verdict: 'pass' }
      : {
          test: login,
          group: 'api34',
          verdict: 'fail',
          detail: "The component with Text 'Wrong password' is not displayed",
          findingId: 'F-assert-login',
        },
    {
      test: addsItem,
      group: 'api34',
      verdict: 'flaky',
      detail: 'failed on emulator-5556, passed on emulator-5554: Condition still not satisfied after 1000 ms',
      findingId: 'F-timeout-cart',
    },
    { test: title, group: 'api34', verdict: 'pass' },
    checkoutDetermined
      ? { test: checkout, group: 'api26', verdict: 'pass' }
      : { test: checkout, group: 'api26', verdict: 'undetermined', reason: 'device-lost', detail: lostDetail },
  ];
  const runVerdict = !loginFixed ? 'fail' : !checkoutDetermined ? 'undetermined' : 'pass';
  const summary = {
    tests: 4,
    verdicts: {
      pass: 1 + (loginFixed ? 1 : 0) + (checkoutDetermined ? 1 : 0),
      fail: loginFixed ? 0 : 1,
      flaky: 1,
      skipped: 0,
      undetermined: checkoutDetermined ? 0 : 1,
    },
    executions: executions.length,
    devices: 4,
    devicesReady: checkoutDetermined ? 3 : 2,
    findings: loginFixed ? 1 : 2,
  };
  const heal = loginFixed
    ? undefined
    : {
        rounds: [
          {
            round: 1,
            attempts: [
              {
                finding: 'F-assert-login',
                attempt: 1,
                engine: 'command',
                outcome: 'refused',
                refusals: [
                  {
                    rule: 'assertion-weakened',
                    file: 'app/src/androidTest/java/com/example/shop/LoginTest.kt',
                    line: 42,
                    detail: 'assertIsDisplayed() → assertExists()',
                  },
                ],
                confidence: 0.8,
                durationMs: 5100,
              },
              {
                finding: 'F-assert-login',
                attempt: 2,
                engine: 'command',
                outcome: 'not-fixed',
                detail: 'the change built but the test still fails on emulator-5554',
                durationMs: 7300,
              },
            ],
          },
        ],
        outcome: 'rounds-exhausted',
        status: 'escalated',
        detail: 'F-assert-login needs a person',
      };
  const report = {
    schemaVersion: 1,
    tool: { name: 'droidheal', version: '0.1.0' },
    startedAt,
    finishedAt: startedAt.replace('14:00:00', '14:03:27'),
    commit: 'a1b2c3d',
    suite,
    groups,
    devices: devs,
    executions,
    verdicts,
    findings,
    ...(heal ? { heal } : {}),
    runVerdict,
    summary,
  };
  Report.parse(report);
  writeFileSync(new URL(file, import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
  console.log(file, report.runVerdict, report.summary.verdicts);
}
build({
  loginFixed: false,
  checkoutDetermined: false,
  file: 'four-outcomes.json',
  startedAt: '2026-12-02T14:00:00.000Z',
});
build({
  loginFixed: true,
  checkoutDetermined: false,
  file: 'failure-fixed.json',
  startedAt: '2026-12-03T14:00:00.000Z',
});
build({
  loginFixed: true,
  checkoutDetermined: true,
  file: 'all-determined.json',
  startedAt: '2026-12-04T14:00:00.000Z',
});
