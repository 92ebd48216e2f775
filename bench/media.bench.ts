/**
 * Signed uploads (`npm run bench -- media`): a real server in its own process
 * (bench/support/media-server.ts, demo seed) takes a 20 MB MP4 through
 * GET /v1/brands/{id}/media/presigned_url and the PUT to the signed URL, over loopback, RUNS
 * times. Prints each upload's throughput (MB/s, from the PUT's first byte sent to its answer)
 * and the server's peak RSS growth during the PUT: streamed to disk, the growth stays far below
 * the file's size; a server that buffered the body would grow by at least 20 MB.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.seed';
import type { MediaServerReady } from './support/media-server';

const FILE_BYTES = 20 * 1024 * 1024;
const RUNS = 5;
const MB = 1024 * 1024;

function ask<T>(child: ChildProcess, message: string, key: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (answer: unknown) => {
      if (typeof answer === 'object' && answer !== null && key in answer) {
        child.off('message', listener);
        resolve((answer as Record<string, T>)[key]!);
      }
    };
    child.on('message', listener);
    child.send(message);
  });
}

async function json<T>(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, { method, headers, body });
  return (await response.json()) as T;
}

/** PUTs the file as a stream, no content type; resolves the status and the milliseconds taken. */
function putFile(
  port: number,
  url: string,
  file: string,
): Promise<{ status: number; ms: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: url,
        headers: { 'force-csrf': 'true', 'content-length': FILE_BYTES },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            body,
          }),
        );
      },
    );
    request.on('error', reject);
    fs.createReadStream(file).pipe(request);
  });
}

export async function run(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-media-bench-'));
  const file = path.join(dataDir, 'upload.mp4');
  const head = Buffer.alloc(64 * 1024);
  head.writeUInt32BE(24, 0);
  head.write('ftypisom', 4, 'latin1');
  const out = fs.openSync(file, 'w');
  for (let written = 0; written < FILE_BYTES; written += head.length)
    fs.writeSync(out, written === 0 ? head : Buffer.alloc(head.length, written % 251));
  fs.closeSync(out);

  const child = fork(path.join(__dirname, 'support', 'media-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const ready = await new Promise<MediaServerReady>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`media bench server exited with ${code}`)));
      child.on('message', (message: unknown) => {
        if ((message as { ready?: boolean }).ready) resolve(message as MediaServerReady);
      });
    });
    const auth = await json<{ AuthenticationResult: { AccessToken: string } }>(
      ready.port,
      'POST',
      '/idp',
      {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: ready.clientId,
        AuthParameters: { USERNAME: 'manager2@demo.brigade.test', PASSWORD: DEMO_PASSWORD },
      }),
    );
    const bearer = { authorization: `Bearer ${auth.AuthenticationResult.AccessToken}` };
    console.log(`upload of a ${FILE_BYTES / MB} MB MP4 through a signed URL, ${RUNS} runs, loopback`);
    const rates: number[] = [];
    const growths: number[] = [];
    for (let index = 0; index < RUNS; index++) {
      const query = `media_type=VIDEO&media_format=mp4&file_name=bench.mp4&size=${FILE_BYTES}`;
      const signed = await json<{ data: { url: string } }>(
        ready.port,
        'GET',
        `/api/core/v1/brands/${ready.brandId}/media/presigned_url?${query}`,
        bearer,
      );
      const before = await ask<number>(child, 'reset', 'rss');
      const result = await putFile(ready.port, signed.data.url, file);
      const peak = await ask<number>(child, 'peak', 'peak');
      if (result.status !== 200) throw new Error(`upload answered ${result.status}: ${result.body}`);
      const rate = FILE_BYTES / MB / (result.ms / 1000);
      rates.push(rate);
      growths.push((peak - before) / MB);
      console.log(
        `  run ${index + 1}: ${result.ms.toFixed(0)} ms, ${rate.toFixed(1)} MB/s, server RSS ${(before / MB).toFixed(1)} MB → peak ${(peak / MB).toFixed(1)} MB (+${((peak - before) / MB).toFixed(1)} MB)`,
      );
    }
    const sorted = [...rates].sort((a, b) => a - b);
    console.log(`median throughput: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} MB/s`);
    console.log(
      `largest peak RSS growth during a PUT: ${Math.max(...growths).toFixed(1)} MB (file: ${FILE_BYTES / MB} MB)`,
    );
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
