import { LinearMatcher } from './LinearMatcher.js';
import { parseUriTemplate } from './parse-uri-template.js';
import { SelectorError } from './SelectorError.js';
import type { TopicMatcher } from './TopicMatcher.js';
import { uriTemplatePattern } from './uri-template-pattern.js';

/**
 * A Mercure 0.x topic selector: `*` (every topic), a URI template (RFC 6570, levels 1 to 4) matched
 * against the whole topic, or else the topic itself. A template also matches its own text, as in the
 * Go hub. Compiled once; matching is linear in the topic's length.
 */
export class TopicSelector implements TopicMatcher {
  readonly key: string;
  readonly cost: number;

  private constructor(
    readonly source: string,
    private readonly matcher: LinearMatcher | null,
  ) {
    this.key = `template:${source}`;
    this.cost = matcher?.size ?? 1;
  }

  /** Compiles `source`; a malformed or too costly template is a {@link SelectorError} (its `kind` says which). */
  static compile(source: string): TopicSelector {
    if (source === '*' || !source.includes('{')) return new TopicSelector(source, null);
    const pattern = uriTemplatePattern(parseUriTemplate(source));
    try {
      return new TopicSelector(source, new LinearMatcher(pattern));
    } catch (error) {
      if (error instanceof SelectorError) throw new SelectorError(`Invalid URI template "${source}": ${error.message}`, error.kind);
      throw error;
    }
  }

  /**
   * A subscriber's selector: the spec makes a selector that is no valid URI template plain text, so
   * a malformed one matches its own text; one too costly to match is still refused.
   */
  static forSubscription(source: string): TopicSelector {
    try {
      return TopicSelector.compile(source);
    } catch (error) {
      if (error instanceof SelectorError && error.kind === 'malformed') return new TopicSelector(source, null);
      throw error;
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
export function selectsAny(selectors: readonly TopicMatcher[], topics: readonly string[]): boolean {
  return topics.some((topic) => selectors.some((selector) => selector.matches(topic)));
}
