import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (milliseconds): each change restarts the
 * wait, so a burst of typing yields one value at its end. Starts as the first `value`.
 */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
