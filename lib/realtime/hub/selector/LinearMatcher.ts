import type { CharTest, Pattern } from './Pattern.js';
import { SelectorError } from './SelectorError.js';

type State =
  | { kind: 'char'; test: CharTest; next: number }
  | { kind: 'split'; first: number; second: number }
  | { kind: 'match' };

/**
 * A {@link Pattern} compiled to a Thompson automaton and matched against a whole string by keeping
 * the set of live states: time linear in the string's length, whatever the pattern. A backtracking
 * `RegExp` built from a subscriber's selector (`{a}{b}{c}...`) could take exponential time on a
 * topic that almost matches, and selectors come from anyone who can open a connection.
 */
export class LinearMatcher {
  private readonly states: State[] = [];
  private readonly start: number;
  private readonly marks: number[];
  private generation = 0;

  constructor(pattern: Pattern, private readonly maxStates = 2000) {
    const accept = this.add({ kind: 'match' });
    this.start = this.compile(pattern, accept);
    this.marks = new Array<number>(this.states.length).fill(-1);
  }

  /** Number of states, a measure of the pattern's cost. */
  get size(): number {
    return this.states.length;
  }

  /**
   * Whether the whole of `input` matches the pattern. The work is bounded: past `maxSteps` state
   * visits the evaluation is aborted and counts as no match, as Mercure 1.0 asks of a costly pattern,
   * so one selector never costs more than that per topic whatever its states and the topic's length.
   */
  matches(input: string, maxSteps = Math.max(LinearMatcher.maxSteps, LinearMatcher.stepsPerCharacter * input.length)): boolean {
    let current = this.closure([this.start]);
    let steps = current.length;
    for (let i = 0; i < input.length && current.length > 0; i += 1) {
      const code = input.charCodeAt(i);
      const next: number[] = [];
      for (const index of current) {
        const state = this.states[index];
        if (state.kind === 'char' && state.test(code)) next.push(state.next);
      }
      current = this.closure(next);
      steps += current.length + next.length;
      if (steps > maxSteps) return false;
    }
    return current.some((index) => this.states[index].kind === 'match');
  }

  /**
   * The default bound of {@link matches}: this many steps, or {@link stepsPerCharacter} per character
   * of a longer input. A real template keeps one to three states alive per character and always
   * finishes; one built to keep hundreds alive is cut short, at a fraction of a millisecond.
   */
  static maxSteps = 5_000;
  static stepsPerCharacter = 4;

  /** The states reachable from `from` without reading a character, each once. */
  private closure(from: number[]): number[] {
    this.generation += 1;
    const found: number[] = [];
    const stack = [...from];
    while (stack.length > 0) {
      const index = stack.pop() as number;
      if (this.marks[index] === this.generation) continue;
      this.marks[index] = this.generation;
      const state = this.states[index];
      if (state.kind === 'split') stack.push(state.second, state.first);
      else found.push(index);
    }
    return found;
  }

  /** Emits the states of `pattern`, continuing to `next`; returns its entry state. */
  private compile(pattern: Pattern, next: number): number {
    switch (pattern.kind) {
      case 'text': {
        let entry = next;
        for (let i = pattern.text.length - 1; i >= 0; i -= 1) {
          const code = pattern.text.charCodeAt(i);
          entry = this.add({ kind: 'char', test: (c) => c === code, next: entry });
        }
        return entry;
      }
      case 'char':
        return this.add({ kind: 'char', test: pattern.test, next });
      case 'seq':
        return pattern.items.reduceRight((entry, item) => this.compile(item, entry), next);
      case 'alt':
        return pattern.options
          .map((option) => this.compile(option, next))
          .reduceRight((second, first) => this.add({ kind: 'split', first, second }));
      case 'optional':
        return this.add({ kind: 'split', first: this.compile(pattern.item, next), second: next });
      case 'star': {
        const loop = this.add({ kind: 'split', first: next, second: next });
        const body = this.compile(pattern.item, loop);
        this.states[loop] = { kind: 'split', first: body, second: next };
        return loop;
      }
      case 'atMost': {
        // (x(x(x)?)?)? built from the end, iteratively: a large count fails on the state limit, not the stack.
        let entry = next;
        for (let i = 0; i < pattern.times; i += 1) entry = this.add({ kind: 'split', first: this.compile(pattern.item, entry), second: next });
        return entry;
      }
    }
  }

  private add(state: State): number {
    if (this.states.length >= this.maxStates) throw SelectorError.tooComplex(this.maxStates);
    this.states.push(state);
    return this.states.length - 1;
  }
}
