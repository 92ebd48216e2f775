/** A punch as the device's queue holds it: its Idempotency-Key and the POST /v1/time-clock/punches body. */
export interface QueuedPunchBody {
  readonly key: string;
  readonly body: Record<string, unknown>;
}

/** A clock-out question as GET /v1/time-clock/locations/{id}/questions lists it. */
export interface QuestionWire {
  readonly template_id: number;
  readonly version: number;
  readonly type: string;
}

/** An answer to every question (the first acceptable answer of its type). */
export function answersTo(questions: readonly QuestionWire[]): Record<string, unknown>[] {
  return questions.map((question) => ({
    template_id: question.template_id,
    version: question.version,
    answers: [
      question.type === 'ACKNOWLEDGEMENT'
        ? 'ACKNOWLEDGED'
        : question.type === 'YES_NO'
          ? 'YES'
          : question.type === 'FREE_TEXT'
            ? 'Fine'
            : 'ALL',
    ],
  }));
}

/**
 * One person's offline queue of `count` punches (count / 4 shifts of clock-in, break, break end,
 * clock-out with `answers`, 6 h apart from `startMs`), keys `<prefix>-<shift>-<kind>`.
 */
export function offlineQueue(
  prefix: string,
  location: number,
  startMs: number,
  count: number,
  answers: readonly Record<string, unknown>[],
): QueuedPunchBody[] {
  const queue: QueuedPunchBody[] = [];
  for (let shift = 0; shift < count / 4; shift++) {
    const base = startMs + shift * 6 * 3_600_000;
    const punches: [string, number][] = [
      ['CLOCK_IN', 0],
      ['BREAK_START', 120],
      ['BREAK_END', 150],
      ['CLOCK_OUT', 300],
    ];
    for (const [kind, minutes] of punches) {
      queue.push({
        key: `${prefix}-${shift}-${kind}`,
        body: {
          location_id: location,
          kind,
          device_at: new Date(base + minutes * 60_000).toISOString(),
          ...(kind === 'CLOCK_OUT' ? { answers } : {}),
        },
      });
    }
  }
  return queue;
}

/** Punches of `queued` missing from `storedKeys` (lost) and stored more than once (doubled). */
export function lostAndDoubled(
  queued: readonly QueuedPunchBody[],
  storedKeys: readonly string[],
): { lost: number; doubled: number } {
  const counts = new Map<string, number>();
  for (const key of storedKeys) counts.set(key, (counts.get(key) ?? 0) + 1);
  const lost = queued.filter((punch) => !counts.has(punch.key)).length;
  const doubled = [...counts.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
  return { lost, doubled };
}
