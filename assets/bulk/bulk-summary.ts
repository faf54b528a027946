import type { BulkActionView } from '../../lib/wire/page-view.js';
import type { BulkResult } from '../../lib/wire/endpoint-bodies.js';
import type { Translate } from '../../lib/wire/translate.js';

/**
 * The notice after a bulk ran, in the page's language: "Deleted 12 rows", "Publish: 3 rows done; 1
 * refused (not applicable)". Each refusal code is said once, by `bulk.reason.<code>` where the page
 * has it (the library's codes), else as the code itself (an application's handler's own).
 */
export function bulkSummary(action: BulkActionView, result: BulkResult, t: Translate): string {
  const count = result.done.length;
  const done = action.name === 'delete' ? t('bulk.deleted', { count }) : t('bulk.done', { action: action.label, count });
  return result.refused.length ? `${done}; ${refusalSummary(result.refused, t)}` : done;
}

/** "1 refused (gone, not allowed)": each refusal code said once, translated where the page has its `bulk.reason.<code>`. */
export function refusalSummary(refused: BulkResult['refused'], t: Translate): string {
  const reasons = [...new Set(refused.map(({ code }) => code))].map((code) => {
    const key = `bulk.reason.${code}`;
    const reason = t(key);
    return reason === key ? code : reason;
  });
  return t('bulk.refused', { count: refused.length, reasons: reasons.join(', ') });
}
