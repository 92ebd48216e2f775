import crypto from 'node:crypto';

/** How long an invitation's link opens the booking page: 30 days. */
export const LINK_DAYS = 30;
const DAY_S = 86_400;

/**
 * The signed booking links of interviews (issue #35): `/interview/<token>`, token =
 * base64url(`<interviewId>.<expiresUnix>`) + '.' + base64url(HMAC-SHA256(key, that first part)),
 * with the DATA_DIR link key (messaging/link-key.store.ts). Checked in constant time.
 */
export class InterviewLinks {
  constructor(private readonly key: Buffer) {}

  /** A token for interview `id` valid until `expiresAtMs`. */
  token(id: number, expiresAtMs: number): string {
    const body = Buffer.from(`${id}.${Math.floor(expiresAtMs / 1000)}`, 'utf8').toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /**
   * The interview id and expiry (ms) of a well-signed token; undefined for anything else. Whether
   * it expired is the caller's question (a booked interview's link lives past its own expiry).
   */
  read(token: string): { id: number; expiresAtMs: number } | undefined {
    const [body, signature, ...rest] = token.split('.');
    if (!body || !signature || rest.length > 0) return undefined;
    const expected = Buffer.from(this.mac(body), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
    const match = /^(\d{1,15})\.(\d{1,12})$/.exec(Buffer.from(body, 'base64url').toString('utf8'));
    if (!match) return undefined;
    return { id: Number(match[1]), expiresAtMs: Number(match[2]) * 1000 };
  }

  private mac(body: string): string {
    return crypto.createHmac('sha256', this.key).update(`interview:${body}`).digest('base64url');
  }
}

/** The expiry written into an invitation's token: 30 days after `invitedAtMs`. */
export const invitationExpiry = (invitedAtMs: number) => invitedAtMs + LINK_DAYS * DAY_S * 1000;

/**
 * Whether a link of expiry `expiresAtMs` still opens `interview` at `nowMs`: before its expiry, or
 * until 1 day after the booked interview's end, whichever is later.
 */
export function linkOpen(expiresAtMs: number, interview: { ends_at: string | null }, nowMs: number): boolean {
  const booked = interview.ends_at ? Date.parse(interview.ends_at) + DAY_S * 1000 : 0;
  return nowMs < Math.max(expiresAtMs, booked);
}
