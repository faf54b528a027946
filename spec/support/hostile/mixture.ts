import fc from 'fast-check';

/** One ingredient of a request: the values a browser sends, and the hostile ones. */
export interface Part<T> {
  valid: fc.Arbitrary<T>;
  hostile: fc.Arbitrary<T>;
  /** How often the hostile side is chosen, against {@link USUAL} (a rarer ingredient wastes fewer requests on an early refusal). */
  weight?: number;
}

/** The weight of an ingredient that says nothing else. */
export const USUAL = 4;

/** The values a record of parts generates. */
export type Values<P extends Record<string, Part<unknown>>> = { [K in keyof P]: P[K] extends Part<infer T> ? T : never };

/**
 * Requests made of `parts`: some wholly valid (so the write paths run), many with exactly one hostile
 * ingredient (so each refusal is reached on its own, past the checks before it), and many mixed.
 */
export function mixture<P extends Record<string, Part<unknown>>>(parts: P): fc.Arbitrary<Values<P>> {
  const names = Object.keys(parts);
  const weight = (name: string) => parts[name].weight ?? USUAL;
  const pick = (hostile: (name: string) => boolean) =>
    fc.record(Object.fromEntries(names.map((name) => [name, hostile(name) ? parts[name].hostile : parts[name].valid]))) as fc.Arbitrary<Values<P>>;
  const oneHostile = fc.oneof(...names.map((name) => ({ arbitrary: fc.constant(name), weight: weight(name) })));
  const mixed = Object.fromEntries(names.map((name) => [name, fc.oneof(
    { arbitrary: parts[name].valid, weight: USUAL },
    { arbitrary: parts[name].hostile, weight: weight(name) },
  )]));
  return fc.oneof(
    { arbitrary: pick(() => false), weight: 2 },
    { arbitrary: oneHostile.chain((one) => pick((name) => name === one)), weight: 5 },
    { arbitrary: fc.record(mixed) as fc.Arbitrary<Values<P>>, weight: 3 },
  );
}
