import fc from 'fast-check';
import { heardField } from './form-reading.js';
import type { WireBody } from './hostile-bodies.js';
import { extraPart, idPart, part } from './hostile-parts.js';
import { tokenPart, type Tagged } from './hostile-tokens.js';
import { hostileJson, PROTOTYPE_KEYS } from './hostile-values.js';
import type { Values } from './mixture.js';
import type { RowExpectation } from './row-expectation.js';
import { heardRow, versionPart } from './row-target.js';
import type { CsrfChoice, Field } from './wire-request.js';

/** The application's actions of the hostile app's `spec-books` (hostile-book-tables.ts). */
export const ROW_ACTIONS = ['publish', 'feature'] as const;

/** What a body smuggles besides the action: each must be ignored (the valid side sends them too). */
const SMUGGLED: Field[] = [['status', 'published'], ['featured', true], ['secretNote', 'x'], ['version', 9], ['column', 'title'], ['value', 'smuggled']];

/** `POST /datatables/ajax/action`: `{ table, action, id, _version }`. */
export function rowActionParts() {
  return {
    token: tokenPart('action'),
    action: part<unknown>(fc.constantFrom(...ROW_ACTIONS), fc.oneof(
      fc.constantFrom('edit', 'EDIT', 'delete', 'DELETE', 'create', 'replicate', 'detail', 'Publish', 'publish ', 'PUBLISH', '', ...PROTOTYPE_KEYS),
      hostileJson(),
    ), 2),
    id: idPart, _version: versionPart, extra: extraPart,
    smuggled: part<Field[]>(fc.subarray(SMUGGLED), fc.subarray(SMUGGLED, { minLength: 1 })),
  };
}

export function rowActionFields(p: Values<ReturnType<typeof rowActionParts>>): Field[] {
  return [...p.smuggled, ['table', p.token.value], ['action', p.action], ['id', p.id], ['_version', p._version], ...p.extra];
}

/** Why an action must not write, or undefined when it may: the right CSRF header and method, the action token of `spec-books`, one of its actions named. */
export function rowActionRefusal(p: { csrf: CsrfChoice; token: Tagged; method: string; action?: unknown }): string | undefined {
  if (p.csrf !== 'valid') return `CSRF ${p.csrf}`;
  if (p.method !== 'POST') return `method ${p.method}`;
  if (p.token.tag !== 'valid') return `a ${p.token.tag} token`;
  if (!(ROW_ACTIONS as readonly unknown[]).includes(p.action)) return `no action ${JSON.stringify(p.action)}`;
  return undefined;
}

/** What the action must do, as the router hears the body: its row and its name, or why it is refused before any row is read. */
export function expectedRowAction(fields: Field[], body: WireBody): RowExpectation {
  const action = heardField(fields, 'action', body);
  if ('unknown' in action) return action;
  const named = ROW_ACTIONS.find((name) => name === action.value);
  if (named === undefined) return { refused: `no action ${JSON.stringify(action.value)}` };
  const row = heardRow(fields, body, '_version');
  return 'id' in row ? { ...row, action: named } : row;
}
