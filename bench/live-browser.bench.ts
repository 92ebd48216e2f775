/**
 * Live events in the browser (issue #32), the figure "message posted → shown in the other
 * party's open thread": candidate@'s thread is open in Debian's Chromium (this repository's own
 * server on a seeded temporary SQLite file, one process; builds first when dist/ is missing);
 * manager@ posts a message over HTTP; the time from just before the POST is sent to the moment the
 * message's row is in the candidate's page (a MutationObserver in the page stamps it with the
 * wall clock, as the bench does: one machine, one clock). One message at a time, each waiting for
 * the one before to show. Prints p50 / p95 / p99 over EVERY message, the first ones included (the
 * issue's figure, judged against the 250 ms p99 budget: PASS / FAIL, a FAIL sets the exit code),
 * and beside it, not judged, the same over the messages after the first FIRST_MESSAGES (what a
 * conversation already under way waits; the first ones pay the thread's first render paths), the requests to /v1/events the page made (one stream) and the load
 * average. Run with `npm run bench -- live-browser`; not part of `npm test`. The server side
 * (two processes on PostgreSQL, 500 streams each) is bench/live.bench.ts.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { signInContext } from './support/browser-bench';
import { startDemoServer } from './support/demo-server';
import { loadAverage } from './support/in-process-sampler';
import { tokensOf } from './support/in-process-sign-in';

/** How many first messages the second, unjudged line leaves out. */
const FIRST_MESSAGES = 3;
const SAMPLES = Number(process.env['LIVE_BROWSER_SAMPLES'] ?? 60);
const BUDGET_P99_MS = 250;
/** The longest wait for one message to show before the run gives up (ms). */
const GIVE_UP_MS = 30_000;

/**
 * Installed in the page: `window.liveShown(text)` resolves with the wall-clock time (ms since the
 * epoch, sub-millisecond) at which a thread message containing `text` entered the page. A string,
 * so the TypeScript runner's helpers are not serialised into the page.
 */
const WATCH_THREAD = `
  window.liveShown = (text) => new Promise((resolve) => {
    const found = () => [...document.querySelectorAll('[data-testid="thread-message"]')].some((row) => row.textContent.includes(text));
    if (found()) return resolve(performance.timeOrigin + performance.now());
    const observer = new MutationObserver(() => {
      if (found()) {
        observer.disconnect();
        resolve(performance.timeOrigin + performance.now());
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  undefined;
`;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function run(): Promise<void> {
  const server = await startDemoServer('live-browser');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const { clientId } = server.config;
    const candidate = await tokensOf(server.app, clientId, 'candidate@demo.brigade.test');
    const manager = await tokensOf(server.app, clientId, 'manager@demo.brigade.test');
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/core/v1/candidate_applications?limit=100',
      headers: { authorization: `Bearer ${candidate.AccessToken}` },
    });
    const applications = list.json<{ data: { applications: { id: number }[] } }>().data.applications;
    // The first of candidate@'s applications manager@ may write to.
    let applicationId: number | undefined;
    for (const { id } of applications) {
      const read = await server.app.inject({
        method: 'GET',
        url: `/api/core/v1/applications/${id}`,
        headers: { authorization: `Bearer ${manager.AccessToken}` },
      });
      if (read.statusCode === 200) {
        applicationId = id;
        break;
      }
    }
    if (applicationId === undefined) throw new Error('manager@ may read none of candidate@’s applications');

    const context = await browser.newContext({ baseURL: server.base, viewport: { width: 390, height: 844 } });
    await signInContext(context, clientId, candidate);
    let streams = 0;
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/core/v1/events') streams += 1;
    });
    const page = await context.newPage();
    await page.goto(`/dashboard/member/applications/${applicationId}`);
    await page.locator('[data-testid="thread-message"]').first().waitFor({ timeout: GIVE_UP_MS });
    await page.evaluate(WATCH_THREAD);
    while (streams === 0) await page.waitForTimeout(50);

    const post = async (text: string): Promise<number> => {
      const form = new FormData();
      form.append('message_body', text);
      const shown = page.evaluate(
        ([marker, giveUp]) =>
          Promise.race([
            (window as unknown as { liveShown(text: string): Promise<number> }).liveShown(marker),
            new Promise<number>((_, reject) => setTimeout(() => reject(new Error('not shown')), giveUp)),
          ]),
        [text, GIVE_UP_MS] as const,
      );
      const sent = performance.timeOrigin + performance.now();
      const answer = await fetch(`${server.base}/api/core/v1/applications/${applicationId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${manager.AccessToken}` },
        body: form,
      });
      if (!answer.ok) throw new Error(`posting failed: HTTP ${answer.status} ${await answer.text()}`);
      return (await shown) - sent;
    };

    const samples: number[] = [];
    for (let index = 0; index < SAMPLES; index += 1) samples.push(await post(`live ${index} ${Date.now()}`));
    const figure = (values: readonly number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        p99: percentile(sorted, 99),
        text:
          `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, ` +
          `p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
      };
    };
    const every = figure(samples);
    console.log(
      `message posted → shown in the other party's open thread (SQLite, one process, every one of ${SAMPLES} messages): ` +
        `${every.text} — budget p99 ≤ ${BUDGET_P99_MS} ms: ${every.p99 <= BUDGET_P99_MS ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `  the same after the first ${FIRST_MESSAGES} messages (${SAMPLES - FIRST_MESSAGES}, not judged): ` +
        figure(samples.slice(FIRST_MESSAGES)).text,
    );
    console.log(`requests to /v1/events from the page: ${streams}; load average ${loadAverage()}`);
    if (every.p99 > BUDGET_P99_MS) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}
