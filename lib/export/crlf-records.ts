const LF = 0x0a;
const QUOTE = 0x22;
const CR = Buffer.from('\r');

/**
 * CSV records ended by LF (what PostgreSQL's COPY writes) ended by CRLF instead, as RFC 4180 and the
 * library's own CSV writer end them. An LF inside a quoted field is part of the value and stays as it is;
 * whether one is inside is told by the quotes before it (a doubled quote counts twice), across chunks.
 */
export class CrlfRecords {
  #quoted = false;

  /** The chunk's bytes with each record's LF made CRLF; the chunk itself where it ends no record. */
  convert(chunk: Buffer): Buffer {
    const parts: Buffer[] = [];
    let start = 0;
    // Quotes are rare: each is found once by indexOf, not by a loop over every byte.
    let quote = chunk.indexOf(QUOTE);
    for (let lf = chunk.indexOf(LF); ; lf = chunk.indexOf(LF, lf + 1)) {
      const end = lf === -1 ? chunk.length : lf;
      for (; quote !== -1 && quote < end; quote = chunk.indexOf(QUOTE, quote + 1)) this.#quoted = !this.#quoted;
      if (lf === -1) break;
      if (!this.#quoted) {
        parts.push(chunk.subarray(start, lf), CR);
        start = lf;
      }
    }
    parts.push(chunk.subarray(start));
    return parts.length === 1 ? chunk : Buffer.concat(parts);
  }
}
