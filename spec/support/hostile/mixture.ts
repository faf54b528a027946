import fc from 'fast-check';

/** One ingredient of a request: the values a browser sends, and the hostile ones. */
export interface Part<T> {
  valid: fc.Arbitrary<T>;
  hostile: fc.Arbitrary<T>;
}

/** The values a record of parts generates. */
export type Values<P extends Record<string, Part<unknown>>> = { [K in keyof P]: P[K] extends Part<infer T> ? T : never };

/**
 * Requests made of `parts`: some wholly valid (so the write paths run), many with exactly one hostile
 * ingredient (so each refusal is reached on its own, past the checks before it), and many mixed.
 */
export function mixture<P extends Record<string, Part<unknown>>>(parts: P): fc.Arbitrary<Values<P>> {
  const names = Object.keys(parts);
  const pick = (hostile: (name: string) => boolean) =>
    fc.record(Object.fromEntries(names.map((name) => [name, hostile(name) ? parts[name].hostile : parts[name].valid]))) as fc.Arbitrary<Values<P>>;
  return fc.oneof(
    { arbitrary: pick(() => false), weight: 2 },
    { arbitrary: fc.constantFrom(...names).chain((one) => pick((name) => name === one)), weight: 5 },
    {
      arbitrary: fc.record(Object.fromEntries(names.map((name) => [name, fc.oneof(parts[name].valid, parts[name].hostile)]))) as fc.Arbitrary<Values<P>>,
      weight: 3,
    },
  );
}
