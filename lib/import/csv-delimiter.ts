import { CSV_DELIMITERS, type CsvDelimiter } from '../wire/import.js';

/** Lines of the file's start looked at. */
const SAMPLED_LINES = 10;

/**
 * The delimiter of a CSV from the text of its start: the one found, outside quotes, the same number of
 * times (at least once) on the most of its first lines, the header's count breaking ties, the earlier of
 * {@link CSV_DELIMITERS} after that. A file of one column has none: the comma then.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const lines = logicalLines(text).slice(0, SAMPLED_LINES);
  let best: { delimiter: CsvDelimiter; agreeing: number; inHeader: number } = { delimiter: ',', agreeing: 0, inHeader: 0 };
  for (const delimiter of CSV_DELIMITERS) {
    const counts = lines.map((line) => countOutsideQuotes(line, delimiter));
    const inHeader = counts[0] ?? 0;
    if (inHeader === 0) continue;
    const agreeing = counts.filter((count) => count === inHeader).length;
    if (agreeing > best.agreeing || (agreeing === best.agreeing && inHeader > best.inHeader)) best = { delimiter, agreeing, inHeader };
  }
  return best.delimiter;
}

/** The text cut into lines where a line break is outside quotes; the last, maybe cut by the sample's edge, left out when there are others. */
function logicalLines(text: string): string[] {
  const lines: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (i > start) lines.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (lines.length === 0 && start < text.length) lines.push(text.slice(start));
  return lines;
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === delimiter) count++;
  }
  return count;
}
