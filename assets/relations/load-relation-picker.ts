import { RELATION_ATTRIBUTE } from '../../lib/wire/modal-hooks.js';
import { OnDemand } from '../flows/OnDemand.js';
import type { RelationPickerOptions } from './RelationPicker.js';

/** The relation picker's code (a chunk), fetched once a page shows a relation field, once per page. */
export const relationParts = new OnDemand(() => import('./relation-parts.js'));

/**
 * Makes the relation fields under `root` (a form just shown, or its body swapped after a 422) pickers,
 * fetching their code first; a form without one fetches nothing.
 */
export async function enhanceRelationFields(root: ParentNode | null, options: RelationPickerOptions): Promise<void> {
  if (!root?.querySelector(`[${RELATION_ATTRIBUTE}]`)) return;
  const { RelationPicker } = await relationParts.get();
  RelationPicker.enhance(root, options);
}
