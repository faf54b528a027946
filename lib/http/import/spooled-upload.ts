import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import type { Request } from 'express';
import { HttpError } from '../../errors/HttpError.js';

/** An upload kept in a file of its own until the import ends: read once to count its lines, once to import them. */
export interface SpooledUpload {
  bytes: number;
  open(): Readable;
  remove(): Promise<void>;
}

/**
 * The request's body written to a temporary file as it streams, never held in memory: 413
 * `payload_too_large` at once when its Content-Length says more than `maxBytes`, or as soon as more
 * have streamed (a chunked body says nothing). The file is removed on failure; else by `remove()`.
 * An import must count a file's lines before writing any (`limits.importRows`), so it reads it twice.
 */
export async function spoolUpload(req: Request, maxBytes: number): Promise<SpooledUpload> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const dir = await mkdtemp(join(tmpdir(), 'ux-datatables-import-'));
  const path = join(dir, 'upload');
  const remove = () => rm(dir, { recursive: true, force: true });
  let bytes = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const file = createWriteStream(path);
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(bytes > maxBytes ? tooLarge(maxBytes) : null, chunk);
        },
      });
      const fail = (error: unknown) => {
        // The rest of a refused body is read and dropped, not kept: the connection closes after the answer.
        req.unpipe(counted);
        req.resume();
        req.res?.setHeader('Connection', 'close');
        file.destroy();
        reject(error);
      };
      counted.on('error', fail);
      file.on('error', fail);
      req.on('error', fail);
      req.on('aborted', () => fail(HttpError.badRequest('The upload was cut before its end')));
      file.on('finish', resolve);
      req.pipe(counted).pipe(file);
    });
  } catch (error) {
    await remove();
    throw error;
  }
  return { bytes, open: () => createReadStream(path), remove };
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, 'payload_too_large', `The file is larger than ${maxBytes} bytes (limits.importBytes)`);
}
