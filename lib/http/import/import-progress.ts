import type { Request, Response } from 'express';
import { IMPORT_PROGRESS_TYPE, type ImportProgressLine } from '../../wire/import.js';

/** How often a streamed import says how far it got, in ms. */
const EVERY_MS = 250;

/**
 * An import's answer streamed as `IMPORT_PROGRESS_TYPE` lines (lib/wire/import.ts), for a request whose
 * `Accept` names it: from its first line done, the lines done of the file's total about four times a
 * second, then its last line (the report, or the error met on the way). Headers go out only then, so that a
 * refusal before it is an ordinary 4xx. Proxies are asked not to
 * buffer (`X-Accel-Buffering`), and a compressing middleware to flush each line (`res.flush`).
 */
export class ImportProgress {
  private lines = 0;
  private said = -1;
  private startedAt = 0;
  private total = 0;
  private timer: NodeJS.Timeout | null = null;

  private constructor(private readonly res: Response) {}

  /** A stream for `req`, when it asked for one. */
  static asked(req: Request, res: Response): ImportProgress | null {
    return (req.get('Accept') ?? '').includes(IMPORT_PROGRESS_TYPE) ? new ImportProgress(res) : null;
  }

  /** The import begins, `total` lines to go: its pace is counted from now. */
  begin(total: number): void {
    this.startedAt = Date.now();
    this.total = total;
  }

  /**
   * Lines done so far (read, then written or refused). The first sends the headers and a line: a refusal
   * before it (the hook's, say) is still an ordinary 4xx.
   */
  done(lines: number): void {
    this.lines = lines;
    if (this.timer !== null || this.res.headersSent) return;
    this.res.status(200).setHeader('Content-Type', `${IMPORT_PROGRESS_TYPE}; charset=utf-8`);
    this.res.setHeader('Cache-Control', 'no-store');
    this.res.setHeader('X-Accel-Buffering', 'no');
    this.say();
    this.timer = setInterval(() => this.say(), EVERY_MS);
    this.timer.unref();
  }

  /** Whether lines went out already: the answer must end as a line, not as a status. */
  get streaming(): boolean {
    return this.res.headersSent;
  }

  /** The last line: `{ report }` or `{ error }`, in the stream when it began, else as the whole JSON answer. */
  end(last: object): void {
    this.stop();
    if (!this.res.headersSent) this.res.status(200).setHeader('Content-Type', `${IMPORT_PROGRESS_TYPE}; charset=utf-8`);
    this.res.end(`${JSON.stringify(last)}\n`);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private say(): void {
    if (this.lines === this.said || this.res.writableEnded) return;
    this.said = this.lines;
    const seconds = (Date.now() - this.startedAt) / 1000;
    const line: ImportProgressLine = { progress: { lines: this.lines, total: this.total, linesPerSecond: seconds > 0 ? Math.round(this.lines / seconds) : 0 } };
    this.res.write(`${JSON.stringify(line)}\n`);
    (this.res as Response & { flush?: () => void }).flush?.();
  }
}
