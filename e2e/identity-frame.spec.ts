import path from 'node:path';
import { buildSync } from 'esbuild';
import { expect, test, type Page } from '@playwright/test';

/**
 * The identity frame client (src-infrastructure/identity/identity-frame.client.ts) in Chromium
 * against the server's /auth/ilm: the page runs on a language subdomain (es.localhost, an
 * allowed parent on another origin than the frame's localhost), the client is bundled alone
 * and injected (CSP bypassed for the injection only).
 */
test.use({ bypassCSP: true });

const clientBundle = buildSync({
  entryPoints: [path.join(__dirname, '../src-infrastructure/identity/identity-frame.client.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'BrigadeIdentityFrame',
  target: 'es2020',
}).outputFiles[0]!.text;

async function openPage(page: Page, baseURL: string | undefined, hostname: string): Promise<string> {
  const url = new URL('/user/signup', baseURL);
  url.hostname = hostname;
  await page.goto(url.href);
  await page.addScriptTag({ content: clientBundle });
  return new URL('/auth/ilm', baseURL).href;
}

type FrameGlobal = {
  BrigadeIdentityFrame: {
    IdentityFrameClient: new (options: { frameUrl: string; timeoutMs?: number; newUuid?: () => string }) => {
      call<T>(method: string, params?: Record<string, unknown>, timeoutMs?: number): Promise<T>;
    };
  };
};

test.describe('identity frame', () => {
  test('answers many calls in flight, each by its uuid', async ({ page, baseURL }) => {
    const frameUrl = await openPage(page, baseURL, 'es.localhost');
    const results = await page.evaluate(async (url) => {
      const { IdentityFrameClient } = (window as unknown as FrameGlobal).BrigadeIdentityFrame;
      const client = new IdentityFrameClient({ frameUrl: url, timeoutMs: 10_000 });
      const keys = Array.from({ length: 50 }, (_unused, index) => `key-${index}`);
      await Promise.all(keys.map((key) => client.call('setItem', { key, value: `value of ${key}` })));
      const values = await Promise.all(keys.map((key) => client.call<string>('getItem', { key })));
      return { ping: await client.call<string>('ping'), values };
    }, frameUrl);
    expect(results.ping).toBe('pong');
    expect(results.values).toEqual(Array.from({ length: 50 }, (_unused, index) => `value of key-${index}`));
  });

  test('ignores a reply from another origin than the frame', async ({ page, baseURL }) => {
    const frameUrl = await openPage(page, baseURL, 'es.localhost');
    const result = await page.evaluate(async (url) => {
      const { IdentityFrameClient } = (window as unknown as FrameGlobal).BrigadeIdentityFrame;
      const client = new IdentityFrameClient({
        frameUrl: url,
        timeoutMs: 10_000,
        newUuid: () => 'fixed-uuid',
      });
      const call = client.call<string>('ping');
      // Sent by the page's own origin, long before the frame has even loaded.
      window.postMessage(JSON.stringify({ uuid: 'fixed-uuid', result: 'forged' }), '*');
      window.postMessage({ uuid: 'fixed-uuid', result: 'forged' }, '*');
      return call;
    }, frameUrl);
    expect(result).toBe('pong');
  });

  test('rejects unknown methods with the frame error code', async ({ page, baseURL }) => {
    const frameUrl = await openPage(page, baseURL, 'es.localhost');
    const code = await page.evaluate(async (url) => {
      const { IdentityFrameClient } = (window as unknown as FrameGlobal).BrigadeIdentityFrame;
      const client = new IdentityFrameClient({ frameUrl: url });
      return client.call('launchMissiles').catch((error: { code: string }) => error.code);
    }, frameUrl);
    expect(code).toBe('ILM.UNKNOWN_METHOD');
  });

  test('the frame does not answer a page of an origin it does not know', async ({ page, baseURL }) => {
    const frameUrl = await openPage(page, baseURL, '127.0.0.1');
    const code = await page.evaluate(async (url) => {
      const { IdentityFrameClient } = (window as unknown as FrameGlobal).BrigadeIdentityFrame;
      const client = new IdentityFrameClient({ frameUrl: url });
      return client.call('ping', {}, 1500).then(
        () => 'answered',
        (error: { code: string }) => error.code,
      );
    }, frameUrl);
    expect(code).toBe('IDENTITY_FRAME.TIMEOUT');
  });
});
