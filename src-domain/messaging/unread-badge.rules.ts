/** The largest count a badge shows as a number; above it shows "9+". */
export const UNREAD_BADGE_MAX = 9;

/**
 * The text of an unread badge: undefined for none (no badge), the number up to nine, "9+" past
 * nine. Negative or fractional counts (never sent by the server) are treated as their floor ≥ 0.
 */
export function unreadBadgeText(count: number): string | undefined {
  const whole = Math.max(0, Math.floor(count));
  if (whole === 0) return undefined;
  return whole > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(whole);
}
