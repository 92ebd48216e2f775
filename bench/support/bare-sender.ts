/**
 * The floor of a send-bound bench on this machine: a bare node:http server, in its own process,
 * answering every request with the same `bytes` (or an empty 304), no routing, no checks. What
 * autocannon measures against it is what loopback, the client and the machine's load cost alone;
 * a real route's figures are read against it (issue #20: the load average here is often 15–30).
 * Run as a script it is the child: it takes the body length over IPC and answers `{port}`.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

/** p50 / p99 (ms) and requests per second of the bare server at `connections` for `seconds`. */
export interface BareFigures {
  readonly p50: number;
  readonly p99: number;
  readonly perSecond: number;
}

/** Runs autocannon against a bare server sending `length` bytes (0: an empty 304). */
export async function bareSendFloor(
  length: number,
  connections: number,
  seconds: number,
): Promise<BareFigures> {
  const child = fork(__filename, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bare sender exited with ${code}`)));
      child.once('message', (message) => resolve((message as { port: number }).port));
      child.send({ length });
    });
    const result = await autocannon({ url: `http://127.0.0.1:${port}/`, connections, duration: seconds });
    return { p50: result.latency.p50, p99: result.latency.p99, perSecond: result.requests.average };
  } finally {
    child.removeAllListeners('exit');
    child.kill();
  }
}

if (require.main === module) {
  process.once('message', (message) => {
    const { length } = message as { length: number };
    const body = Buffer.alloc(length, 'a');
    const server = http.createServer((_request, response) => {
      response.writeHead(length === 0 ? 304 : 200, {
        'content-length': body.length,
        'content-encoding': 'br',
      });
      response.end(body);
    });
    server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
  });
}
