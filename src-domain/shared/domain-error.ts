/**
 * The base of every expected failure that crosses a layer: a literal `code` the UI translates
 * (e.g. 'AUTH.INVALID_CREDENTIALS'), and an English message for logs.
 */
export class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string = code,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
