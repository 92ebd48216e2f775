import { WebCryptoRandomToken } from '../../../src-infrastructure/security/web-crypto-random-token.adapter';

describe('WebCryptoRandomToken', () => {
  it('answers the requested bytes from crypto.getRandomValues as lowercase hex', () => {
    const spy = jest
      .spyOn(globalThis.crypto, 'getRandomValues')
      .mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint8Array) array.set([0, 1, 171, 255]);
        return array;
      });
    try {
      expect(new WebCryptoRandomToken().next(4)).toBe('0001abff');
    } finally {
      spy.mockRestore();
    }
  });

  it('gives a fresh value each time', () => {
    const random = new WebCryptoRandomToken();
    const first = random.next(16);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(random.next(16)).not.toBe(first);
  });
});
