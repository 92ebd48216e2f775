/** What an inbound text asks of our list: to stop texts, to start them again, or nothing. */
export type SmsKeyword = 'STOP' | 'START' | undefined;

/** Twilio's standard opt-out and opt-in words (its Advanced Opt-Out defaults). */
export const STOP_WORDS: readonly string[] = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'];
export const START_WORDS: readonly string[] = ['START', 'UNSTOP', 'YES'];

/**
 * The keyword a text's body is, as carriers read it: the whole body, trimmed, any case, with a
 * trailing full stop or exclamation mark allowed ("Stop!"); anything longer is a message.
 */
export function smsKeywordOf(body: string): SmsKeyword {
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  if (STOP_WORDS.includes(word)) return 'STOP';
  if (START_WORDS.includes(word)) return 'START';
  return undefined;
}
