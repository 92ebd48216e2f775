/**
 * `npm test`'s runner: `node --import tsx tests/support/run-steps.ts STAGE…`, where each STAGE
 * is one npm script or several joined by `+` (`typecheck+lint+layers+build`). Stages run one
 * after another; the scripts of a stage run at the same time, each line of their output
 * printed as it comes, prefixed with the script's name. A stage fails when any of its scripts
 * exits non-zero (or by a signal); the runner then skips the later stages, prints a summary
 * (status and wall time of every script) and exits 1. Below the summary it repeats, for each
 * failed script, the lines that name a failure (jest's `FAIL`/`●`, Playwright's `✘`/numbered
 * failures) and its last lines, so a log read from its tail still says what failed. Ctrl-C /
 * SIGTERM stop every running script (its whole process group) and exit 130.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';

type Outcome = 'passed' | 'FAILED' | 'skipped';

interface StepResult {
  readonly script: string;
  readonly outcome: Outcome;
  readonly seconds: number;
  /** Lines naming a failure, then the script's last lines (only kept for a failed script). */
  readonly failure?: readonly string[];
}

/** A line a test runner prints when something failed: jest's file and test headers, Playwright's. */
const FAILURE_LINE = /^\s*(FAIL\s|●\s|✘|\d+\) \[)/;
const KEPT_FAILURE_LINES = 60;
const KEPT_LAST_LINES = 40;

/** Remembers a script's failure lines and its last lines, bounded. */
class FailureTrace {
  private readonly failures: string[] = [];
  private readonly last: string[] = [];

  add(line: string): void {
    if (FAILURE_LINE.test(line) && this.failures.length < KEPT_FAILURE_LINES) this.failures.push(line);
    this.last.push(line);
    if (this.last.length > KEPT_LAST_LINES) this.last.shift();
  }

  lines(): string[] {
    return [...this.failures, '…', ...this.last];
  }
}

const running = new Set<ChildProcess>();

/** Runs `npm run -s <script>` in its own process group; resolves its outcome. */
function runScript(script: string, prefixed: boolean): Promise<StepResult> {
  const started = Date.now();
  const child = spawn('npm', ['run', '-s', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
  });
  running.add(child);
  const label = prefixed ? `[${script}] ` : '';
  const trace = new FailureTrace();
  for (const [stream, sink] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      trace.add(line);
      sink.write(`${label}${line}\n`);
    });
  }
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      const outcome: Outcome = code === 0 && !signal ? 'passed' : 'FAILED';
      console.log(`${label}${outcome} in ${seconds.toFixed(1)} s${signal ? ` (${signal})` : ''}`);
      resolve({ script, outcome, seconds, ...(outcome === 'FAILED' && { failure: trace.lines() }) });
    });
    child.once('error', (error) => {
      console.error(`${label}could not start: ${error.message}`);
    });
  });
}

function stopAll(signal: NodeJS.Signals): void {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

async function main(): Promise<void> {
  const stages = process.argv.slice(2).map((stage) => stage.split('+').filter(Boolean));
  if (stages.length === 0 || stages.some((stage) => stage.length === 0)) {
    console.error('usage: run-steps.ts SCRIPT[+SCRIPT…] …');
    process.exit(2);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopAll('SIGTERM');
      process.exit(130);
    });
  }
  const started = Date.now();
  const results: StepResult[] = [];
  let failed = false;
  for (const stage of stages) {
    if (failed) {
      results.push(...stage.map((script) => ({ script, outcome: 'skipped' as const, seconds: 0 })));
      continue;
    }
    console.log(`\n▶ ${stage.join(' + ')}`);
    const stageResults = await Promise.all(stage.map((script) => runScript(script, stage.length > 1)));
    results.push(...stageResults);
    failed = stageResults.some((result) => result.outcome !== 'passed');
  }
  console.log('\nSummary:');
  for (const { script, outcome, seconds } of results) {
    const time = outcome === 'skipped' ? '' : `${seconds.toFixed(1)} s`;
    console.log(`  ${outcome.padEnd(7)} ${script.padEnd(16)} ${time}`.trimEnd());
  }
  console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const { script, failure } of results) {
    if (!failure) continue;
    console.log(`\nWhat ${script} printed about its failure:`);
    for (const line of failure) console.log(`  ${line}`);
  }
  process.exit(failed ? 1 : 0);
}

void main();
