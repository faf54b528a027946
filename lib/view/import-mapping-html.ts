import type { ImportableField } from '../import/suggest-mapping.js';
import type { Translator } from '../i18n/Translator.js';
import { escapeHtml } from '../wire/escape-html.js';
import { EDIT_FORM_ID } from '../wire/modal-hooks.js';
import { MAPPING_INPUT_PREFIX } from '../wire/import.js';

/** What the mapping step shows: the file's header, its first rows, the field suggested for each column. */
export interface MappingStep {
  headers: readonly string[];
  rows: readonly string[][];
  mapping: ReadonlyArray<string | null>;
  fields: readonly ImportableField[];
}

/** Characters of a sample value shown before it is cut. */
const SAMPLE_LENGTH = 40;

/**
 * The import's mapping step, as the modal's body: a field per column of the file, labelled by its header,
 * its first values said below it, and a select naming the field of the create form it fills (the suggested
 * one chosen; "Leave out", value '', for the others). A form (the modal's form id), so that the modal's
 * submit button sends it; laid out by the form's own styles. Everything from the file is escaped: a header
 * is the file's text, never markup.
 */
export function importMappingHtml(step: MappingStep, t: Translator): string {
  const options = (chosen: string | null) =>
    `<option value=""${chosen === null ? ' selected' : ''}>${escapeHtml(t.t('import.leave_out'))}</option>` +
    step.fields.map((field) => `<option value="${escapeHtml(field.name)}"${chosen === field.name ? ' selected' : ''}>${escapeHtml(field.label)}</option>`).join('');
  const columns = step.headers.map((header, i) => {
    const id = `${EDIT_FORM_ID}-${MAPPING_INPUT_PREFIX}${i}`;
    const samples = step.rows.map((row) => row[i] ?? '').filter((value) => value !== '').slice(0, 3)
      .map((value) => (value.length > SAMPLE_LENGTH ? `${value.slice(0, SAMPLE_LENGTH)}…` : value));
    const name = header.trim() === '' ? t.t('import.unnamed_column', { position: i + 1 }) : header;
    const described = samples.length > 0 ? ` aria-describedby="${id}-samples"` : '';
    return `<div class="uxdt-field"><label class="uxdt-label" for="${id}">${escapeHtml(name)}</label>` +
      `<select id="${id}" class="uxdt-input" name="${MAPPING_INPUT_PREFIX}${i}"${described}>${options(step.mapping[i] ?? null)}</select>` +
      (samples.length > 0 ? `<small id="${id}-samples">${escapeHtml(t.t('import.samples', { values: samples.join(', ') }))}</small>` : '') +
      `</div>`;
  }).join('');
  return `<form id="${EDIT_FORM_ID}" class="uxdt-form" method="post"><p>${escapeHtml(t.t('import.mapping_intro'))}</p>${columns}</form>`;
}
