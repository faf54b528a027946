import type { Request, RequestHandler, Response } from 'express';
import { assertAuthorized } from '../../security/authorization.js';
import type { ImportUndoRequest } from '../../wire/import.js';
import type { RouterContext } from '../router/RouterContext.js';
import { readChangeOrigin } from '../shared/change-origin.js';
import { sendJson } from '../shared/send-json.js';
import { resolveImportTarget } from './import-target.js';
import { undoImport } from './undo-import.js';

/**
 * `POST /datatables/ajax/import/undo` (`ImportUndoRequest`, JSON): undoes an import from its report's sealed
 * token (`import/import-undo-seal`): refused before any row is read when the token is not the server's (403),
 * another table's (403) or past its window (410 `undo_expired`); then the hook asked `import`, as the import
 * was. 200 `ImportUndone`; the changes published. A retry of the same token is answered as the first was,
 * never undone twice (`sharedState`'s replays, keyed by the token's signature).
 */
export function importUndoHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Partial<ImportUndoRequest>;
    const { binding } = resolveImportTarget(ctx, body.table);
    const content = ctx.importUndo.open(body.undo, binding.name);
    await assertAuthorized(ctx.authorize, { request: req, table: binding.table, action: 'import', entity: undefined });
    const origin = readChangeOrigin(req);
    const translator = ctx.translator(req);
    let changes: Awaited<ReturnType<typeof undoImport>>['changes'] = [];
    const signature = String(body.undo).slice(String(body.undo).lastIndexOf('.') + 1);
    const { answer } = await ctx.replays.answer(`${ctx.clientKey(req)}\u0000${binding.name}\u0000import-undo\u0000${signature}`, async () => {
      const undone = await undoImport(ctx, req, binding, content, origin, translator);
      changes = undone.changes;
      return undone.answer;
    }, () => translator.t('error.request_in_progress'));
    sendJson(res, answer);
    for (const change of changes) await ctx.realtime.publish(binding.table, change, ctx.realtime.topicsOf(binding.table));
  };
}
