import { LinearMatcher } from './LinearMatcher.js';
import { char, seq, star, text, type Pattern } from './Pattern.js';
import { SelectorError } from './SelectorError.js';
import { EVERY_TOPIC, ExactMatcher, type TopicMatcher } from './TopicMatcher.js';

const NAME_START = /[A-Za-z_$]/;
const NAME_PART = /[A-Za-z0-9_$]/;
const SLASH = 0x2f;
const QUESTION = 0x3f;
const HASH = 0x23;
/** What `:name` matches: one or more characters of one path segment (no `/`, `?` or `#`). */
const segmentChar = char((c) => c !== SLASH && c !== QUESTION && c !== HASH);
const anyChar = char(() => true);

/**
 * A Mercure 1.0 URL pattern (`match_urlpattern`), in the subset the development hub supports:
 * `:name` is one segment, `*` anything, `\x` the character x, everything else itself; a relative
 * pattern or topic (starting with `/`) is resolved against the hub's origin. Groups `(...)`, `{...}`
 * and modifiers after a name are refused with a {@link SelectorError}. It compiles to a linear-time
 * matcher, never a regular expression: patterns come from anyone who can open a connection.
 */
export class UrlPatternMatcher implements TopicMatcher {
  readonly key: string;
  readonly cost: number;

  private constructor(
    private readonly origin: string,
    resolved: string,
    private readonly matcher: LinearMatcher,
  ) {
    this.key = `urlpattern:${resolved}`;
    this.cost = matcher.size;
  }

  /** Compiles `source` relative to `hubUrl`; `*` is every topic and a pattern without `:` or `*` an exact topic. */
  static compile(source: string, hubUrl: string): TopicMatcher {
    if (source === '*') return EVERY_TOPIC;
    const origin = originOf(hubUrl);
    const resolved = source.startsWith('/') ? `${origin}${source}` : source;
    const parts: Pattern[] = [];
    let literal = '';
    let dynamic = false;
    for (let i = 0; i < resolved.length; i += 1) {
      const c = resolved.charAt(i);
      if (c === '\\' && i + 1 < resolved.length) {
        literal += resolved.charAt((i += 1));
      } else if (c === ':' && NAME_START.test(resolved.charAt(i + 1))) {
        let end = i + 2;
        while (end < resolved.length && NAME_PART.test(resolved.charAt(end))) end += 1;
        if ('?+*'.includes(resolved.charAt(end)) && end < resolved.length) {
          throw SelectorError.unsupportedPattern(source, `the modifier after "${resolved.slice(i, end)}"`);
        }
        parts.push(text(literal), seq(segmentChar, star(segmentChar)));
        literal = '';
        dynamic = true;
        i = end - 1;
      } else if (c === '*') {
        parts.push(text(literal), star(anyChar));
        literal = '';
        dynamic = true;
      } else if ('(){}'.includes(c)) {
        throw SelectorError.unsupportedPattern(source, `"${c}" (groups are not supported by the development hub)`);
      } else {
        literal += c;
      }
    }
    if (!dynamic && resolved === source) return new ExactMatcher(literal);
    parts.push(text(literal));
    return new UrlPatternMatcher(origin, resolved, new LinearMatcher(seq(...parts), 5000));
  }

  matches(topic: string): boolean {
    return this.matcher.matches(topic.startsWith('/') ? `${this.origin}${topic}` : topic);
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
