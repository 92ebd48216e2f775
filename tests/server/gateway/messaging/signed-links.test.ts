import { LINK_TTL_SECONDS, SignedLinks } from '../../../../server/gateway/messaging/signed-links';

const fieldsOf = (path: string) => {
  const [kind, id, expires, signature] = path.split('/').slice(-4);
  return { kind: kind as 'resume', id: Number(id), expires: Number(expires), signature: signature! };
};

describe('signed file links', () => {
  const links = new SignedLinks();
  const now = Date.parse('2026-11-24T12:00:00Z');

  it('hold for at most five minutes, then answer expired', () => {
    const link = links.sign('resume', 7, now);
    expect(Date.parse(link.expiresAt) - now).toBe(LINK_TTL_SECONDS * 1000);
    expect(LINK_TTL_SECONDS).toBeLessThanOrEqual(300);
    expect(links.check(fieldsOf(link.path), now + 299_000)).toBe('valid');
    expect(links.check(fieldsOf(link.path), now + 300_000)).toBe('expired');
  });

  it('refuse another key, another file or a stretched expiry', () => {
    const fields = fieldsOf(links.sign('resume', 7, now).path);
    expect(new SignedLinks().check(fields, now)).toBe('invalid');
    expect(links.check({ ...fields, id: 8 }, now)).toBe('invalid');
    expect(links.check({ ...fields, expires: fields.expires + 1 }, now)).toBe('invalid');
    // Signed by this key, yet living longer than any link made here: refused.
    const farFuture = fieldsOf(links.sign('resume', 7, now + 3_600_000).path);
    expect(links.check(farFuture, now)).toBe('invalid');
  });
});
