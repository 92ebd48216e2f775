import { Fragment } from 'react';

/** The stand-in of the value at `index`: a private-use character no translation holds. */
const standIn = (index: number) => String.fromCharCode(0xe000 + index);

/**
 * A translated sentence whose user-written values (names, titles, file names) are each shown in
 * its own <bdi>: their direction and bidi controls cannot reorder the sentence around them, and
 * the text (and accessible name) stays the sentence itself. `sentence` gets a stand-in for each
 * of `values`, to pass to t() as its interpolation values, and returns the translated text.
 */
export function IsolatedSentence({
  sentence,
  values,
}: {
  readonly sentence: (standIns: Readonly<Record<string, string>>) => string;
  readonly values: Readonly<Record<string, string>>;
}) {
  const names = Object.keys(values);
  const text = sentence(Object.fromEntries(names.map((name, index) => [name, standIn(index)])));
  const pieces = text.split(new RegExp(`([${names.map((_, index) => standIn(index)).join('')}])`));
  return (
    <>
      {pieces.map((piece, index) => {
        const at = piece.length === 1 ? piece.charCodeAt(0) - 0xe000 : -1;
        const name = at >= 0 ? names[at] : undefined;
        return name === undefined ? (
          <Fragment key={index}>{piece}</Fragment>
        ) : (
          <bdi key={index}>{values[name]}</bdi>
        );
      })}
    </>
  );
}
