/**
 * A duration in whole minutes as the time picker shows it (spec 001 §5): 'N hrs' plus 'Nm',
 * e.g. 90 → '1 hrs 30m', 120 → '2 hrs', 45 → '45m', 0 → '0m'. Fractions are rounded down;
 * negative durations give ''. Never throws.
 */
export function formatDuration(totalMinutes: number): string {
  if (!(totalMinutes >= 0)) return '';
  const whole = Math.floor(totalMinutes);
  const hours = Math.floor(whole / 60);
  const minutes = whole % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} hrs`);
  if (minutes > 0 || hours === 0) parts.push(`${minutes}m`);
  return parts.join(' ');
}
