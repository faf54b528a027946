// When each fault happened, in ms since the drill's load began, for the report and for the checks
// that allow some answers only around a fault.

/** One moment of the drill. */
export interface Mark {
  at: number;
  what: string;
}

export class Timeline {
  readonly marks: Mark[] = [];
  private origin = Date.now();

  /** Counts from now on (the load's start). */
  restart(): void {
    this.origin = Date.now();
  }

  /** Ms since the origin of the absolute time `at`. */
  since(at: number): number {
    return at - this.origin;
  }

  mark(what: string): number {
    const at = Date.now();
    this.marks.push({ at, what });
    return at;
  }

  /** The first mark whose text starts with `prefix`, or undefined. */
  find(prefix: string): Mark | undefined {
    return this.marks.find((mark) => mark.what.startsWith(prefix));
  }

  /** The marks as lines: `+12.3 s kill -9 instance 1`. */
  lines(): string[] {
    return this.marks.map((mark) => `+${(this.since(mark.at) / 1000).toFixed(1)} s ${mark.what}`);
  }
}
