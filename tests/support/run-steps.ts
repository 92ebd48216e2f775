/**
 * `npm test`'s runner: `node --import tsx tests/support/run-steps.ts STAGE…`, where each STAGE
 * is one npm script or several joined by `+` (`typecheck+lint+layers+build`). Stages run one
 * after another; the scripts of a stage run at the same time, each line of their output
 * printed as it comes, prefixed with the script's name. A stage fails when any of its scripts
 * exits non-zero (or by a signal); the runner then skips the later stages, prints a summary
 * (status and wall time of every script) and exits 1. Ctrl-C / SIGTERM stop every running
 * script (its whole process group) and exit 130.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';

type Outcome = 'passed' | 'FAILED' | 'skipped';

interface StepResult {
  readonly script: string;
  readonly outcome: Outcome;
  readonly seconds: number;
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
  for (const [stream, sink] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    readline.createInterface({ input: stream }).on('line', (line) => sink.write(`${label}${line}\n`));
  }
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      const outcome: Outcome = code === 0 && !signal ? 'passed' : 'FAILED';
      console.log(`${label}${outcome} in ${seconds.toFixed(1)} s${signal ? ` (${signal})` : ''}`);
      resolve({ script, outcome, seconds });
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
  process.exit(failed ? 1 : 0);
}

void main();
