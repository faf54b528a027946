import { LinearMatcher } from './LinearMatcher.js';
import { parseUriTemplate } from './parse-uri-template.js';
import { SelectorError } from './SelectorError.js';
import { uriTemplatePattern } from './uri-template-pattern.js';

/**
 * A Mercure topic selector: `*` (every topic), a URI template (RFC 6570, levels 1 to 4) matched
 * against the whole topic, or else the topic itself. A template also matches its own text, as in the
 * Go hub. Compiled once; matching is linear in the topic's length.
 */
export class TopicSelector {
  private constructor(
    readonly source: string,
    private readonly matcher: LinearMatcher | null,
  ) {}

  /** Compiles `source`; a malformed or too costly template is a {@link SelectorError}. */
  static compile(source: string): TopicSelector {
    if (source === '*' || !source.includes('{')) return new TopicSelector(source, null);
    const pattern = uriTemplatePattern(parseUriTemplate(source));
    try {
      return new TopicSelector(source, new LinearMatcher(pattern));
    } catch (error) {
      throw error instanceof SelectorError ? SelectorError.malformed(source, error.message) : error;
    }
  }

  /** Compiles `source`, or falls back to exact matching when it is no usable template (selectors of a signed JWT). */
  static lenient(source: string): TopicSelector {
    try {
      return TopicSelector.compile(source);
    } catch (error) {
      if (error instanceof SelectorError) return new TopicSelector(source, null);
      throw error;
    }
  }

  /** Whether `topic` is selected. */
  matches(topic: string): boolean {
    if (this.source === '*' || this.source === topic) return true;
    return this.matcher !== null && this.matcher.matches(topic);
  }
}

/** Whether any of `topics` is selected by any of `selectors`. */
export function selectsAny(selectors: readonly TopicSelector[], topics: readonly string[]): boolean {
  return topics.some((topic) => selectors.some((selector) => selector.matches(topic)));
}
