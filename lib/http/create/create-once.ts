import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import type { RowCreateOutcome } from '../../mutation/create-row.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import { REQUEST_ID_PATTERN, REQUEST_ID_RULE } from '../../wire/request-id.js';
import type { RouterContext } from '../router/RouterContext.js';

/** A create kept for its retries: the key of the row written. */
export type ReplayedCreate = { kind: 'replayed'; id: unknown };

/** A new create form's `_request`: 128 random bits. */
export function newRequestId(): string {
  return randomBytes(16).toString('base64url');
}

/** A submitted `_request`: absent (a client that sends none: every submit creates), or the key; malformed is 400. */
export function readRequestId(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !REQUEST_ID_PATTERN.test(value)) throw HttpError.badRequest(`"_request" ${REQUEST_ID_RULE}`, { _request: ['is malformed'] });
  return value;
}

/** Ends a create's claim without keeping an answer: nothing was written, so a retry validates again. */
class NotWritten<A> extends Error {
  constructor(readonly outcome: RowCreateOutcome<A>) {
    super('not written');
  }
}

/**
 * `write()` once per `_request` of this client and table, in the `sharedState` store: a retry (a lost
 * answer, a second click, another instance) gets the row the first wrote (`replayed`) and writes none.
 * Only a written row is kept; a refusal wrote nothing and is answered again by validating again.
 */
export async function createOnce<A>(
  ctx: RouterContext, req: Request, binding: TableBinding, request: string | undefined, write: () => Promise<RowCreateOutcome<A>>,
): Promise<RowCreateOutcome<A> | ReplayedCreate> {
  if (request === undefined) return write();
  let outcome: RowCreateOutcome<A> | undefined;
  try {
    const { answer, replayed } = await ctx.replays.answer(`${ctx.clientKey(req)}\u0000${binding.name}\u0000create\u0000${request}`, async () => {
      outcome = await write();
      if (outcome.kind !== 'written') throw new NotWritten(outcome);
      return { id: outcome.id };
    }, () => ctx.translator(req).t('error.request_in_progress'));
    return replayed || !outcome ? { kind: 'replayed', id: answer.id } : outcome;
  } catch (error) {
    if (error instanceof NotWritten) return error.outcome as RowCreateOutcome<A>;
    throw error;
  }
}
