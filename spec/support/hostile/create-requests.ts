import fc from 'fast-check';
import { READER } from './hostile-app.js';
import { adapterPart, bookFieldParts, extraPart, part } from './hostile-parts.js';
import { agree, entityPart, tokenPart, type Tagged } from './hostile-tokens.js';
import type { Values } from './mixture.js';
import type { CsrfChoice, Field } from './wire-request.js';

/** The role header: none or an editor (the hook allows), or a reader (refused). */
const rolePart = part<string | undefined>(fc.constantFrom(undefined, 'editor'), fc.constant(READER), 1);

/** What the create form must never write: the key, the version, a column hidden when creating, the edit's hidden inputs. */
const SMUGGLED: Field[] = [['id', 99], ['version', 42], ['secretNote', 'overwritten'], ['shout', 'LOUD'], ['_id', 3], ['_version', 4]];

/**
 * Posted besides the form. Ignoring them is the form's job, not a refusal: so the valid side carries
 * them too, and every write the campaign makes checks that none was written.
 */
const massAssignmentPart = part<Field[]>(fc.subarray(SMUGGLED), fc.subarray<Field>([
  ...SMUGGLED, ['secretNote', ['a', 'b']], ['__proto__', { secretNote: 'x', pages: 5 }], ['constructor', { prototype: { secretNote: 'x' } }],
], { minLength: 1 }));

/** `POST /datatables/ajax/create-form/view`: `{ table, entity?, adapter? }`. */
export function createViewParts() {
  return { token: tokenPart('create'), entity: entityPart('create'), adapter: adapterPart, role: rolePart, extra: extraPart };
}

export function createViewFields(p: Values<ReturnType<typeof createViewParts>>): Field[] {
  return [['table', p.token.value], ['entity', p.entity.value], ['adapter', p.adapter], ...p.extra];
}

/** `POST /datatables/ajax/create-form`: the hidden inputs, a book's fields (pages is hidden when creating), and smuggled ones. */
export function createSubmitParts() {
  return { token: tokenPart('create'), entity: entityPart('create'), adapter: adapterPart, role: rolePart, extra: extraPart, ...bookFieldParts(), hidden: massAssignmentPart };
}

export function createSubmitFields(p: Values<ReturnType<typeof createSubmitParts>>): Field[] {
  return [
    ['_table', p.token.value], ['_entity', p.entity.value], ['_adapter', p.adapter],
    ['title', p.title], ['author', p.author], ['status', p.status], ['featured', p.featured], ['pages', p.pages],
    ['publishedOn', p.publishedOn], ...p.hidden, ...p.extra,
  ];
}

/**
 * Why a create request must be refused (the view shows nothing, the submit writes nothing), or
 * undefined: it needs POST, a create token or entity naming the creating table (both agreeing), a role
 * the hook allows and, to write, the CSRF header.
 */
export function createRefusal(p: { csrf: CsrfChoice; token: Tagged; entity: Tagged; method: string; role?: unknown }, writes: boolean): string | undefined {
  if (writes && p.csrf !== 'valid') return `CSRF ${p.csrf}`;
  if (p.method !== 'POST') return `method ${p.method}`;
  if (p.token.tag === 'poison' || p.entity.tag === 'poison') return 'a forged or wrong token or entity';
  if (p.token.tag === 'absent' && p.entity.tag === 'absent') return 'neither token nor entity';
  if (!agree(p.token, p.entity)) return 'token and entity disagree';
  if (p.role === READER) return 'the hook refuses creates of a reader';
  return undefined;
}
