import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BrandListAnswers, chooseEncoding } from '../../../server/gateway/brands/brand-list.answers';

// Issue #20: the large brand list is built once per fingerprint, compressed once per build.

const body = JSON.stringify({ data: Array.from({ length: 2000 }, (_, id) => ({ id, name: `Brand ${id}` })) });

describe('BrandListAnswers', () => {
  it('20 concurrent requests of one fingerprint run ONE build and all get its bytes', async () => {
    const answers = new BrandListAnswers();
    let builds = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const build = async () => {
      builds += 1;
      await gate;
      return body;
    };
    const served = Array.from({ length: 20 }, (_, index) =>
      answers.get('fingerprint-1', build).bytes((['br', 'gzip', 'identity'] as const)[index % 3]!),
    );
    release();
    const bytes = await Promise.all(served);
    expect(builds).toBe(1);
    expect(answers.builds).toBe(1);
    expect(bytes[2]!.toString()).toBe(body);
    expect(brotliDecompressSync(bytes[0]!).toString()).toBe(body);
    expect(gunzipSync(bytes[1]!).toString()).toBe(body);
    // A later fingerprint (a new brands revision) builds again; the kept one does not.
    await answers.get('fingerprint-2', build).bytes('br');
    await answers.get('fingerprint-1', build).bytes('br');
    expect(builds).toBe(2);
  });

  it('the denser copies replace the fast ones in the background and decode to the same body', async () => {
    const answers = new BrandListAnswers();
    const fast = await answers.get('f', async () => body).bytes('br');
    await answers.settled('f');
    const dense = await answers.get('f', async () => 'never built').bytes('br');
    expect(brotliDecompressSync(dense).toString()).toBe(body);
    expect(dense.length).toBeLessThanOrEqual(fast.length);
    expect(gunzipSync(await answers.get('f', async () => '').bytes('gzip')).toString()).toBe(body);
    expect(answers.builds).toBe(1);
  });

  it('a failed build is not kept: the next request builds again', async () => {
    const answers = new BrandListAnswers();
    await expect(
      answers.get('f', async () => Promise.reject(new Error('database gone'))).bytes('identity'),
    ).rejects.toThrow('database gone');
    expect((await answers.get('f', async () => body).bytes('identity')).toString()).toBe(body);
    expect(answers.builds).toBe(2);
  });

  it('the tag depends on the fingerprint only', () => {
    const answers = new BrandListAnswers();
    const tag = answers.get('a', async () => body).etag;
    expect(answers.get('a', async () => body).etag).toBe(tag);
    expect(answers.get('b', async () => body).etag).not.toBe(tag);
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0.0, *', 'identity'],
    ['deflate', 'identity'],
    [undefined, 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
