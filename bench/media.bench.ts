/**
 * Signed uploads (`npm run bench -- media`): a real server in its own process
 * (bench/support/media-server.ts, demo seed) takes a 20 MB MP4 through
 * GET /v1/brands/{id}/media/presigned_url and the PUT to the signed URL, over loopback, RUNS
 * times. Prints each upload's throughput (MB/s, from the PUT's first byte sent to its answer)
 * and the server's peak RSS growth during the PUT: streamed to disk, the growth stays far below
 * the file's size; a server that buffered the body would grow by at least 20 MB.
 *
 * Then memory across uploads: IMAGE_ROUNDS rounds of IMAGE_RUNS image uploads (decoded and
 * re-encoded by sharp), printing the server's RSS, heap and external bytes after a forced full
 * GC (--expose-gc) at the start, after the videos and after each round. Run twice: with sharp's
 * defaults, and lean (sharp.cache(false), sharp.concurrency(1)). RSS that levels off after the
 * first round is libvips's cache and thread arenas warming up; RSS that climbs round after round
 * with the GC'd heap flat would be a native leak; a climbing heap a JS leak.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.seed';
import type { MediaServerReady, SettledMemory } from './support/media-server';
import { movie } from '../tests/server/gateway/media/video-fixtures';

const FILE_BYTES = 20 * 1024 * 1024;
const RUNS = 5;
const IMAGE_RUNS = 15;
const IMAGE_ROUNDS = 3;
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
  bytes = FILE_BYTES,
): Promise<{ status: number; ms: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: url,
        headers: { 'force-csrf': 'true', 'content-length': bytes },
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

const mb = (bytes: number) => (bytes / MB).toFixed(1);
const settledLine = (label: string, memory: SettledMemory, from?: SettledMemory) =>
  `  after GC, ${label}: RSS ${mb(memory.rss)} MB${from ? ` (${memory.rss >= from.rss ? '+' : ''}${mb(memory.rss - from.rss)} MB since the start)` : ''}, heap ${mb(memory.heapUsed)} MB, external ${mb(memory.external)} MB`;

export async function run(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-media-bench-'));
  try {
    const file = path.join(dataDir, 'upload.mp4');
    // A structurally whole MP4 of exactly FILE_BYTES (the server walks its boxes and sample
    // tables): 64 KiB frames, the last one shortened by the boxes' own bytes.
    const frames = Array.from({ length: FILE_BYTES / (64 * 1024) }, () => 64 * 1024);
    frames[frames.length - 1]! -= movie({ frames }).length - FILE_BYTES;
    fs.writeFileSync(file, movie({ frames }));
    // A photo-sized JPEG of noise: costly to decode and re-encode, as camera pictures are.
    const image = path.join(dataDir, 'photo.jpg');
    await sharp({
      create: {
        width: 2400,
        height: 1800,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 85 })
      .toFile(image);
    const summary: string[] = [];
    for (const lean of [false, true]) summary.push(await runServer(dataDir, file, image, lean));
    console.log('summary (RSS after a forced GC):');
    for (const line of summary) console.log(`  ${line}`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runServer(dataDir: string, file: string, image: string, lean: boolean): Promise<string> {
  const serverDir = fs.mkdtempSync(path.join(dataDir, lean ? 'lean-' : 'default-'));
  const child = fork(path.join(__dirname, 'support', 'media-server.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: {
      ...process.env,
      DATA_DIR: serverDir,
      BENCH_SHARP_LEAN: lean ? '1' : '0',
      // Every upload of the run gets its signed URL.
      MEDIA_PRESIGN_MAX_PER_USER: '10000',
      MEDIA_PRESIGN_MAX_PER_BRAND: '10000',
    },
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
    const settle = () => ask<SettledMemory>(child, 'gc', 'settled');
    const signedUrl = async (type: string, format: string, size: number) =>
      (
        await json<{ data: { url: string } }>(
          ready.port,
          'GET',
          `/api/core/v1/brands/${ready.brandId}/media/presigned_url?media_type=${type}&media_format=${format}&file_name=bench.${format}&size=${size}`,
          bearer,
        )
      ).data.url;
    console.log(
      `server with sharp ${lean ? 'lean: cache(false), concurrency(1)' : `defaults (concurrency ${sharp.concurrency()})`}`,
    );
    const start = await settle();
    console.log(settledLine('at the start', start));
    console.log(`upload of a ${FILE_BYTES / MB} MB MP4 through a signed URL, ${RUNS} runs, loopback`);
    const rates: number[] = [];
    const growths: number[] = [];
    for (let index = 0; index < RUNS; index++) {
      const url = await signedUrl('VIDEO', 'mp4', FILE_BYTES);
      const before = await ask<number>(child, 'reset', 'rss');
      const result = await putFile(ready.port, url, file);
      const peak = await ask<number>(child, 'peak', 'peak');
      if (result.status !== 200) throw new Error(`upload answered ${result.status}: ${result.body}`);
      const rate = FILE_BYTES / MB / (result.ms / 1000);
      rates.push(rate);
      growths.push((peak - before) / MB);
      console.log(
        `  run ${index + 1}: ${result.ms.toFixed(0)} ms, ${rate.toFixed(1)} MB/s, server RSS ${mb(before)} MB → peak ${mb(peak)} MB (+${((peak - before) / MB).toFixed(1)} MB)`,
      );
    }
    const sorted = [...rates].sort((a, b) => a - b);
    console.log(`median throughput: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} MB/s`);
    console.log(
      `largest peak RSS growth during a PUT: ${Math.max(...growths).toFixed(1)} MB (file: ${FILE_BYTES / MB} MB)`,
    );
    const afterVideos = await settle();
    console.log(settledLine(`after ${RUNS} videos`, afterVideos, start));
    const imageBytes = fs.statSync(image).size;
    console.log(
      `${IMAGE_ROUNDS} rounds of ${IMAGE_RUNS} uploads of a ${mb(imageBytes)} MB 2400×1800 JPEG (re-encoded)`,
    );
    const rounds: SettledMemory[] = [];
    for (let round = 0; round < IMAGE_ROUNDS; round++) {
      for (let index = 0; index < IMAGE_RUNS; index++) {
        const result = await putFile(
          ready.port,
          await signedUrl('IMAGE', 'jpg', imageBytes),
          image,
          imageBytes,
        );
        if (result.status !== 200) throw new Error(`image upload answered ${result.status}: ${result.body}`);
      }
      rounds.push(await settle());
      console.log(settledLine(`after ${(round + 1) * IMAGE_RUNS} images`, rounds[round]!, start));
    }
    const first = rounds[0]!;
    const last = rounds[rounds.length - 1]!;
    return `${lean ? 'lean   ' : 'default'}: start ${mb(start.rss)} MB, after videos ${mb(afterVideos.rss)} MB, after ${IMAGE_RUNS} images ${mb(first.rss)} MB, after ${IMAGE_RUNS * IMAGE_ROUNDS} images ${mb(last.rss)} MB (rounds 2–${IMAGE_ROUNDS}: ${last.rss >= first.rss ? '+' : ''}${mb(last.rss - first.rss)} MB, heap ${mb(first.heapUsed)} → ${mb(last.heapUsed)} MB)`;
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
