import { DataTablesError } from '../../../errors/DataTablesError.js';

/** A topic selector the hub cannot use: a malformed URI template, or one too costly to match. */
export class SelectorError extends DataTablesError {
  override name = 'SelectorError';

  static malformed(template: string, reason: string): SelectorError {
    return new SelectorError(`Invalid URI template "${template}": ${reason}`);
  }

  static tooComplex(maxStates: number): SelectorError {
    return new SelectorError(`too complex to match (over ${maxStates} states)`);
  }
}
