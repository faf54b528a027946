import { DataTablesError } from '../../../errors/DataTablesError.js';

/** A topic selector the hub cannot use: a malformed URI template, or one too costly to match. */
export class SelectorError extends DataTablesError {
  override name = 'SelectorError';

  /** Malformed (no template of the syntax: 0.x matches it as plain text), or too costly to match (refused). */
  constructor(
    message: string,
    readonly kind: 'malformed' | 'too-complex',
  ) {
    super(message);
  }

  static malformed(template: string, reason: string): SelectorError {
    return new SelectorError(`Invalid URI template "${template}": ${reason}`, 'malformed');
  }

  static tooComplex(maxStates: number): SelectorError {
    return new SelectorError(`too complex to match (over ${maxStates} states)`, 'too-complex');
  }

  /** A URL pattern the development hub does not match (a construct of the standard it leaves out). */
  static unsupportedPattern(pattern: string, reason: string): SelectorError {
    return new SelectorError(`Unsupported URL pattern "${pattern}": ${reason}`, 'malformed');
  }
}
