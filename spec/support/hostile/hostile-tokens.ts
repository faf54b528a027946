import fc from 'fast-check';
import { TableTokens, type TokenPurpose } from '../../../lib/security/TableTokens.js';
import { SPEC_SECRET } from '../http-app.js';
import type { Part } from './mixture.js';
import { codeUnitString, hostileJson, hostileText, PROTOTYPE_KEYS } from './hostile-values.js';

/**
 * A value sent where the router expects something that names a table or entity, tagged with what it
 * is: `valid` (the right table and purpose), `absent` (not sent), or `poison` (anything that must
 * never let a write through: forged, truncated, another purpose, a table without the action...).
 */
export interface Tagged<T = unknown> {
  value: T | undefined;
  tag: 'valid' | 'absent' | 'poison';
  /** The table a valid token names (or the entity a valid `entity` names). */
  names?: string;
}

const tokens = new TableTokens(SPEC_SECRET);

/** The tables each purpose may be used on in the hostile app (see `hostile-app.ts`). */
export const SERVED_FOR: Record<TokenPurpose, readonly string[]> = {
  read: ['spec-books', 'spec-notes', 'spec-orders', 'spec-books-readonly', 'spec-books-create'],
  delete: ['spec-books', 'spec-orders'],
  edit: ['spec-books'],
  create: ['spec-books-create'],
  bulk: ['spec-bulk-books'],
  export: [],
  import: [],
  options: [],
  action: ['spec-books'],
  views: [],
  move: [],
  details: [],
};

const ALL_TABLES = ['spec-books', 'spec-notes', 'spec-orders', 'spec-books-readonly', 'books', 'spec-books-other', 'spec-books-create', 'spec-new-books', ''];
const PURPOSES: TokenPurpose[] = ['read', 'delete', 'edit', 'create', 'bulk', 'action'];

/** A token for `purpose` (of the tables `served`): the valid ones, and every way of getting it wrong. */
export function tokenPart(purpose: TokenPurpose, served: readonly string[] = SERVED_FOR[purpose]): Part<Tagged> {
  const valid = fc.constantFrom(...served).map((table): Tagged => ({ value: tokens.sign(table, purpose), tag: 'valid', names: table }));
  // The purpose's own tables too: a token of another purpose for them (a delete token on the bulk endpoint) is poison.
  const tables = [...new Set([...ALL_TABLES, ...SERVED_FOR[purpose], ...served])];
  const signedWrong = fc.tuple(fc.constantFrom(...tables, ...PROTOTYPE_KEYS), fc.constantFrom(...PURPOSES, 'admin', ''))
    .filter(([table, p]) => !(p === purpose && served.includes(table)))
    .map(([table, p]): Tagged => ({ value: `${table}.${p}.${signature(table, p)}`, tag: 'poison' }));
  const forged = fc.tuple(valid, fc.constantFrom('flip', 'truncate', 'swap-table', 'swap-purpose', 'append', 'upper', 'dots', 'nul'))
    .map(([token, how]): Tagged => ({ value: forge(String(token.value), how), tag: 'poison' }));
  const junk = fc.oneof(hostileText(), hostileJson(), codeUnitString(40)).map((value): Tagged => ({ value, tag: 'poison' }));
  return {
    valid,
    hostile: fc.oneof(
      { arbitrary: fc.constant<Tagged>({ value: undefined, tag: 'absent' }), weight: 1 },
      { arbitrary: signedWrong, weight: 3 },
      { arbitrary: forged, weight: 3 },
      { arbitrary: junk, weight: 2 },
    ),
  };
}

/** `entity` (or `_entity`): absent (the browser sends a token), the bound class names, unbound ones, prototype keys, junk. */
export function entityPart(purpose: 'delete' | 'edit' | 'create'): Part<Tagged> {
  const served = purpose === 'delete' ? ['Book', 'Order'] : ['Book'];
  // Order is served (the hand-built table deletes it) but nothing creates one.
  const unserved = purpose === 'create' ? ['Order'] : [];
  return {
    valid: fc.constant<Tagged>({ value: undefined, tag: 'absent' }),
    hostile: fc.oneof(
      { arbitrary: fc.constantFrom(...served).map((value): Tagged => ({ value, tag: 'valid', names: value })), weight: 2 },
      {
        arbitrary: fc.oneof(
          fc.constantFrom('Note', 'Ghost', 'Nope', 'book', 'BOOK', 'Book ', 'Book\u0000', 'Order\u200F', '', ...PROTOTYPE_KEYS, ...unserved),
          hostileJson(),
        ).map((value): Tagged => (value === '' ? { value, tag: 'absent' } : { value, tag: 'poison' })),
        weight: 3,
      },
    ),
  };
}

/** Whether a valid token and a valid entity name the same table (an absent one agrees with anything). */
export function agree(token: Tagged, entity: Tagged): boolean {
  if (token.tag !== 'valid' || entity.tag !== 'valid') return true;
  const books = token.names === 'spec-books' || token.names === 'spec-books-create';
  return (books && entity.names === 'Book') || (token.names === 'spec-orders' && entity.names === 'Order');
}

function signature(table: string, purpose: string): string {
  const token = tokens.sign(table, purpose as TokenPurpose);
  return token.slice(token.lastIndexOf('.') + 1);
}

function forge(token: string, how: string): string {
  const sigAt = token.lastIndexOf('.');
  const [table, purpose] = token.slice(0, sigAt).split('.');
  const sig = token.slice(sigAt + 1);
  switch (how) {
    case 'flip': return `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    case 'truncate': return token.slice(0, -3);
    case 'swap-table': return `${table === 'spec-books' ? 'spec-orders' : 'spec-books'}.${purpose}.${sig}`;
    case 'swap-purpose': return `${table}.${purpose === 'edit' ? 'delete' : 'edit'}.${sig}`;
    case 'append': return `${token}.x`;
    case 'upper': return token.toUpperCase();
    case 'dots': return `.${purpose}.${sig}`;
    default: return `${table}\u0000.${purpose}.${sig}`;
  }
}
