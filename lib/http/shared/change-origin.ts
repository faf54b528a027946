import type { Request } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import { originDigest } from '../../realtime/origin-digest.js';
import { ORIGIN_HEADER } from '../../wire/live-view.js';

const ORIGIN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The tab that sent a mutation, as the published change names it: the digest of its
 * {@link ORIGIN_HEADER} (lib/realtime/origin-digest), never the header itself, which would let a reader
 * of the stream send it back and make that tab skip a forged change. Absent: null, malformed: 400.
 */
export function readChangeOrigin(req: Request): string | null {
  const value = req.get(ORIGIN_HEADER);
  if (value === undefined || value === '') return null;
  if (!ORIGIN.test(value)) throw HttpError.badRequest(`The ${ORIGIN_HEADER} header must be letters, digits, "_" and "-" (at most 64)`);
  return originDigest(value);
}
