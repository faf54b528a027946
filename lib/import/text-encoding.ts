import type { ImportEncoding } from '../wire/import.js';

/** What a file's first bytes say of its encoding: the encoding, and how many bytes its byte order mark takes. */
export interface DetectedEncoding {
  encoding: ImportEncoding;
  bomLength: number;
}

/** Bytes looked at to tell UTF-16 without a byte order mark by its zero bytes. */
const UTF16_SAMPLE = 1024;

/**
 * The encoding of a CSV from its first bytes (a few KB are enough): its byte order mark first (Excel's
 * "CSV UTF-8" and "Unicode text" write one), else UTF-16 told by the zero bytes every ASCII character
 * has beside it, else UTF-8 when the bytes are valid UTF-8 (pure ASCII is), else Windows-1252 (Excel's
 * "CSV" on a Western system, where `é` is the single byte 0xE9: never valid UTF-8 followed by a letter).
 */
export function detectEncoding(head: Uint8Array): DetectedEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  const utf16 = utf16ByZeros(head);
  if (utf16) return { encoding: utf16, bomLength: 0 };
  return { encoding: isUtf8(head) ? 'utf-8' : 'windows-1252', bomLength: 0 };
}

/** UTF-16 where most bytes on one side of each pair are zero and almost none on the other. */
function utf16ByZeros(head: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.floor(Math.min(head.length, UTF16_SAMPLE) / 2);
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs; i++) {
    if (head[2 * i] === 0) evenZeros++;
    if (head[2 * i + 1] === 0) oddZeros++;
  }
  if (oddZeros > pairs * 0.3 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.3 && oddZeros < pairs * 0.05) return 'utf-16be';
  return null;
}

/** Whether the bytes are valid UTF-8, a character cut at their end (the sample's edge) allowed. */
function isUtf8(head: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cutCharacter(head)));
    return true;
  } catch {
    return false;
  }
}

/** How many bytes at the end begin a character whose remaining bytes are past the sample (0 to 3). */
function cutCharacter(head: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, head.length); back++) {
    const byte = head[head.length - back];
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back for its lead
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}
