import type { LogbookPerson } from './logbook.model';

/**
 * Mentions in an entry (issue #36): `@` followed by the name of someone of the location's team,
 * as the form inserts it (`@Maria Lopez`). A name matches case-insensitively and only as a whole
 * (neither the character before the `@` nor the one after the name is a letter or digit), and the longest name wins where two start
 * alike (`@Ann Lee` is Ann Lee, not Ann). Answers the mentioned people's ids, each once, in the
 * order they first appear; text naming nobody of `team` answers [].
 */
export function mentionedIn(text: string, team: readonly LogbookPerson[]): string[] {
  const names = team
    .filter((person) => person.name.trim() !== '')
    .map((person) => ({ id: person.id, name: person.name.trim().toLocaleLowerCase() }))
    .sort((a, b) => b.name.length - a.name.length);
  const lower = text.toLocaleLowerCase();
  const found: string[] = [];
  let at = lower.indexOf('@');
  while (at !== -1) {
    const rest = lower.slice(at + 1);
    // An @ inside a word (a mail address) mentions nobody.
    const inWord = at > 0 && /[\p{L}\p{N}]/u.test(lower.charAt(at - 1));
    const match =
      !inWord &&
      names.find(
        (person) => rest.startsWith(person.name) && !/^[\p{L}\p{N}]/u.test(rest.slice(person.name.length)),
      );
    if (match && !found.includes(match.id)) found.push(match.id);
    at = lower.indexOf('@', at + 1);
  }
  return found;
}

/**
 * `body` with `@name ` appended (after a space when it does not end in white space), as the form's
 * teammate picker inserts a mention. Answers `body` unchanged when the result would pass `max`
 * characters.
 */
export function withMention(body: string, name: string, max: number): string {
  const joint = body === '' || /\s$/.test(body) ? '' : ' ';
  const next = `${body}${joint}@${name.trim()} `;
  return next.length > max ? body : next;
}
