/**
 * `npm run bench -- storage` (issue #37): a 10 MB upload through the presigned URL to the local
 * S3-compatible server (s3rver, in this process), with the server (bench/support/media-server.ts,
 * its own process, MEDIA_STORE=s3://…) sampling its RSS every 5 ms. Per run: the browser's PUT
 * goes straight to the bucket, then POST complete_url has the server check the object (streamed
 * from the bucket to a temporary file, the MP4's boxes walked, stored under its final key).
 * Budget (issue #37): the server's RSS grows by ≤ 5 MB. Printed: the growth from before the PUT
 * to the peak of the whole upload (PUT + check), per run, after one warm-up run whose figure is
 * printed beside (the first use loads the SDK's lazy modules and opens its sockets).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.seed';
import { movie } from '../tests/server/gateway/media/video-fixtures';
import { startLocalS3 } from '../tests/support/s3-server';
import type { MediaServerReady } from './support/media-server';

const FILE_BYTES = 10 * 1024 * 1024;
const RUNS = 5;
const BUDGET_MB = 5;
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

export async function run(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-storage-bench-'));
  const s3 = await startLocalS3('brigade-bench');
  const file = path.join(dataDir, 'upload.mp4');
  // A structurally whole MP4 of exactly FILE_BYTES, as media.bench.ts builds it.
  const frames = Array.from({ length: FILE_BYTES / (64 * 1024) }, () => 64 * 1024);
  frames[frames.length - 1]! -= movie({ frames }).length - FILE_BYTES;
  fs.writeFileSync(file, movie({ frames }));
  const child = fork(path.join(__dirname, 'support', 'media-server.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: {
      ...process.env,
      ...s3.env,
      DATA_DIR: fs.mkdtempSync(path.join(dataDir, 'server-')),
      MEDIA_PRESIGN_MAX_PER_USER: '10000',
      MEDIA_PRESIGN_MAX_PER_BRAND: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const ready = await new Promise<MediaServerReady>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`storage bench server exited with ${code}`)));
      child.on('message', (message: unknown) => {
        if ((message as { ready?: boolean }).ready) resolve(message as MediaServerReady);
      });
    });
    const origin = `http://127.0.0.1:${ready.port}`;
    const auth = (await (
      await fetch(`${origin}/idp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: JSON.stringify({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: ready.clientId,
          AuthParameters: { USERNAME: 'manager2@demo.brigade.test', PASSWORD: DEMO_PASSWORD },
        }),
      })
    ).json()) as { AuthenticationResult: { AccessToken: string } };
    const bearer = { authorization: `Bearer ${auth.AuthenticationResult.AccessToken}` };
    console.log(
      `upload of a ${FILE_BYTES / MB} MB MP4 through the presigned URL to s3rver, ${RUNS} runs + 1 warm-up`,
    );
    const growths: number[] = [];
    for (let index = 0; index <= RUNS; index++) {
      const signed = (await (
        await fetch(
          `${origin}/api/core/v1/brands/${ready.brandId}/media/presigned_url?media_type=VIDEO&media_format=mp4&file_name=bench.mp4&size=${FILE_BYTES}`,
          { headers: bearer },
        )
      ).json()) as { data: { url: string; complete_url: string | null } };
      if (!signed.data.complete_url) throw new Error('the server did not hand out a bucket URL');
      await ask(child, 'gc', 'settled');
      const before = await ask<number>(child, 'reset', 'rss');
      const started = performance.now();
      const put = await fetch(signed.data.url, {
        method: 'PUT',
        headers: { 'force-csrf': 'true', 'content-length': String(FILE_BYTES) },
        body: fs.createReadStream(file) as unknown as BodyInit,
        duplex: 'half',
      } as RequestInit);
      if (put.status !== 200) throw new Error(`the bucket answered ${put.status}: ${await put.text()}`);
      const putMs = performance.now() - started;
      const afterPut = await ask<number>(child, 'peak', 'peak');
      const checked = await fetch(`${origin}${signed.data.complete_url}`, {
        method: 'POST',
        headers: { 'force-csrf': 'true' },
      });
      if (checked.status !== 200)
        throw new Error(`the check answered ${checked.status}: ${await checked.text()}`);
      const totalMs = performance.now() - started;
      const peak = await ask<number>(child, 'peak', 'peak');
      const growth = (peak - before) / MB;
      if (index > 0) growths.push(growth);
      console.log(
        `  ${index === 0 ? 'warm-up' : `run ${index}`}: PUT ${putMs.toFixed(0)} ms (server RSS +${((afterPut - before) / MB).toFixed(1)} MB), PUT + check ${totalMs.toFixed(0)} ms, server RSS ${(before / MB).toFixed(1)} MB → peak ${(peak / MB).toFixed(1)} MB (+${growth.toFixed(1)} MB)`,
      );
    }
    const worst = Math.max(...growths);
    console.log(
      `largest server RSS growth during an upload: ${worst.toFixed(1)} MB (budget ≤ ${BUDGET_MB} MB): ${worst <= BUDGET_MB ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
