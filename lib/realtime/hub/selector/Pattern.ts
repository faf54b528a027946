/** A test on one UTF-16 code unit. */
export type CharTest = (code: number) => boolean;

/**
 * A regular pattern over strings, small on purpose: what a URI template becomes before
 * {@link LinearMatcher} compiles it. No backreferences, no lookaround: matching stays linear.
 */
export type Pattern =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'char'; readonly test: CharTest }
  | { readonly kind: 'seq'; readonly items: readonly Pattern[] }
  | { readonly kind: 'alt'; readonly options: readonly Pattern[] }
  | { readonly kind: 'optional'; readonly item: Pattern }
  | { readonly kind: 'star'; readonly item: Pattern }
  | { readonly kind: 'atMost'; readonly item: Pattern; readonly times: number };

/** These exact characters. */
export const text = (value: string): Pattern => ({ kind: 'text', text: value });
/** One character passing `test`. */
export const char = (test: CharTest): Pattern => ({ kind: 'char', test });
/** Each pattern in turn. */
export const seq = (...items: Pattern[]): Pattern => ({ kind: 'seq', items });
/** Any one of the patterns. */
export const alt = (...options: Pattern[]): Pattern => (options.length === 1 ? options[0] : { kind: 'alt', options });
/** The pattern, or nothing. */
export const optional = (item: Pattern): Pattern => ({ kind: 'optional', item });
/** The pattern repeated, zero or more times. */
export const star = (item: Pattern): Pattern => ({ kind: 'star', item });

/** The pattern repeated at most `times` times. */
export const atMost = (item: Pattern, times: number): Pattern => ({ kind: 'atMost', item, times });
