/**
 * Makes the next call of `fake[method]` read at once (the fake's data as it is at the call) but
 * answer only when the returned `release` is called: a read slow on the wire, answered after
 * later calls. Calls after that one go through as before.
 */
export function holdNextAnswer<Fake extends object, Method extends keyof Fake>(
  fake: Fake,
  method: Method,
): () => void {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  const original = fake[method] as (...args: unknown[]) => Promise<unknown>;
  fake[method] = (async (...args: unknown[]) => {
    fake[method] = original as Fake[Method];
    const answer = await original.apply(fake, args);
    await answered;
    return answer;
  }) as Fake[Method];
  return release;
}
