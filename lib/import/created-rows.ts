import { createdRows, type ImportUndoContent } from './import-undo-seal.js';

/**
 * The rows an import created, kept as their count and as runs of keys by the version each was written at
 * (what its Undo seals, {@link ImportUndoContent.created}), never as a list of every key: a sequence's
 * million keys are one run, not a million-entry array (and its copies as it grows) for the whole import.
 */
export class CreatedRows {
  /** Rows created. */
  count = 0;
  private readonly byVersion = new Map<string | null, Array<[unknown, number]>>();

  /** Adds keys created together, in order, each with its version (none given: not read, null). */
  add(keys: readonly unknown[], versions?: ReadonlyArray<string | null>): this {
    keys.forEach((key, index) => {
      const version = versions?.[index] ?? null;
      let runs = this.byVersion.get(version);
      if (!runs) this.byVersion.set(version, (runs = []));
      const last = runs.at(-1);
      if (last && Number.isSafeInteger(key) && Number.isSafeInteger(last[0]) && (last[0] as number) + last[1] === key) last[1]++;
      else runs.push([key, 1]);
    });
    this.count += keys.length;
    return this;
  }

  /** The runs by version, as an Undo token keeps them. */
  get runs(): ImportUndoContent['created'] {
    return [...this.byVersion];
  }

  /** Every key, by version then in order. */
  *keys(): Generator<unknown> {
    for (const [key] of createdRows(this.runs, this.count)) yield key;
  }
}
