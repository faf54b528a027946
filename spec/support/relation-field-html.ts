import { escapeHtml } from '../../lib/wire/escape-html.js';

/** What a relation field holds when it is rendered. */
export interface RelationFieldFixture {
  name: string;
  label: string;
  optionsUrl: string;
  multiple?: boolean;
  /** A single field's chosen row; a multiple one's chips. */
  chosen?: Array<{ id: string; label: string }>;
  nullable?: boolean;
  bootstrap?: boolean;
}

/**
 * A relation field's markup exactly as the server's templates render it (lib/wire/modal-hooks.ts), with
 * its label: for specs of the browser's picker, which the server's own specs check against the templates.
 */
export function relationFieldHtml({ name, label, optionsUrl, multiple = false, chosen = [], nullable = false, bootstrap = false }: RelationFieldFixture): string {
  const id = `field-${name}`;
  const input = `<input type="text" id="${id}" class="uxdt-input${bootstrap ? ' form-control' : ''}" role="combobox" aria-autocomplete="list" aria-expanded="false"` +
    ` aria-controls="${id}-listbox" autocomplete="off" value="${multiple ? '' : escapeHtml(chosen[0]?.label ?? '')}">` +
    `<ul role="listbox" id="${id}-listbox" class="uxdt-relation__listbox" hidden></ul>`;
  const chips = chosen.map((row) => `<li class="uxdt-chip"><span>${escapeHtml(row.label)}</span><button type="button" data-ux-datatables-chip-remove aria-label="Remove ${escapeHtml(row.label)}">×</button>` +
    `<input type="hidden" name="${name}" value="${escapeHtml(row.id)}"></li>`).join('');
  const body = multiple
    ? `<input type="hidden" name="${name}" value=""><ul class="uxdt-chips">${chips}</ul>${input}`
    : `<input type="hidden" name="${name}" value="${escapeHtml(chosen[0]?.id ?? '')}">${input}` +
      (nullable ? `<button type="button" data-ux-datatables-relation-clear aria-label="Clear ${escapeHtml(label)}">×</button>` : '');
  return `<div class="uxdt-field"><label class="uxdt-label" for="${id}">${escapeHtml(label)}</label>` +
    `<div class="uxdt-relation" data-ux-datatables-relation data-options-url="${escapeHtml(optionsUrl)}" data-multiple="${multiple}">${body}</div></div>`;
}

/** The options endpoint's answer for `q` and `page` over `rows` (labels containing `q`, 20 a page). */
export function optionsPage(rows: ReadonlyArray<{ id: string; label: string }>, q: string, page: number, ids: string[] = []): { options: Array<{ id: string; label: string }>; more: boolean } {
  if (ids.length) return { options: ids.flatMap((id) => rows.filter((row) => row.id === id)), more: false };
  const found = rows.filter((row) => row.label.toLowerCase().includes(q.toLowerCase()));
  return { options: found.slice(page * 20, page * 20 + 20), more: found.length > page * 20 + 20 };
}
