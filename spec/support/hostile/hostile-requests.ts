import fc from 'fast-check';
import { hostileBody, plainBody, type WireBody } from './hostile-bodies.js';
import { agree, entityPart, tokenPart, type Tagged } from './hostile-tokens.js';
import { mixture, type Part, type Values } from './mixture.js';
import { bulkFields, bulkParts, bulkRefusal } from './bulk-requests.js';
import { createRefusal, createSubmitFields, createSubmitParts, createViewFields, createViewParts } from './create-requests.js';
import { expectedCreate } from './create-expectation.js';
import { bulkEditFields, bulkEditParts, bulkEditRefusal } from './bulk-edit-requests.js';
import { expectedBulkEdit } from './bulk-edit-expectation.js';
import { cellFields, cellParts, cellRefusal, expectedCell } from './cell-requests.js';
import { expectedRowAction, rowActionFields, rowActionParts, rowActionRefusal } from './row-action-requests.js';
import { ROLE_HEADER } from './hostile-app.js';
import { absent, adapterPart, bookFieldParts, extraPart, HOSTILE_KEYS, idPart, part } from './hostile-parts.js';
import { isKeySpelling } from './row-target.js';
import { hostileJson, hostileText, NUMBER_EDGES, PROTOTYPE_KEYS } from './hostile-values.js';
import { formPairs, percentEncode, ROW_CHANGES, type CsrfChoice, type Endpoint, type Field, type WireRequest } from './wire-request.js';

const PATHS: Record<Endpoint, string> = {
  data: '/datatables/ajax/data',
  delete: '/datatables/ajax/delete',
  editView: '/datatables/ajax/edit-form/view',
  editSubmit: '/datatables/ajax/edit-form',
  legacy: '/datatables/ajax/edit-form',
  createView: '/datatables/ajax/create-form/view',
  createSubmit: '/datatables/ajax/create-form',
  bulk: '/datatables/ajax/bulk',
  cell: '/datatables/ajax/cell',
  rowAction: '/datatables/ajax/action',
  bulkEdit: '/datatables/ajax/bulk',
};
const METHODS: Record<Endpoint, string> = {
  data: 'GET', delete: 'DELETE', editView: 'POST', editSubmit: 'POST', legacy: 'GET', createView: 'POST', createSubmit: 'POST', bulk: 'POST',
  cell: 'POST', rowAction: 'POST', bulkEdit: 'POST',
};
/** The endpoints that only read: nothing they are sent may write. */
const READS: ReadonlySet<Endpoint> = new Set(['editView', 'createView']);
/** Longest path sent: Node itself answers 431 (no JSON, not the router) to request heads over 16 KiB. */
const MAX_PATH = 12_000;
const MALFORMED_QUERY_TAILS = ['&x=%', '&%zz=1', '&y=%ED%A0%80', '&z=%FF', '&=&&==', '&a=%00', '&&&', '&table', '#frag'];
const COLUMN_NAMES = ['id', 'title', 'author', 'status', 'featured', 'pages', 'publishedOn', 'secretNote', 'shout', 'cover', 'actions', 'version', 'customer', 'total', 'state', 'manage', 'body'];

/** Short enough for a query string; long enough to pass the 200-character search limit. */
const queryText = () => hostileText().map((text) => text.slice(0, 1_001));
const numberish = (valid: fc.Arbitrary<string | undefined>) => part(valid, fc.oneof(fc.constantFrom(...NUMBER_EDGES), queryText()));

const csrfPart = part<CsrfChoice>(fc.constant('valid'), fc.constantFrom('missing', 'empty', 'forged', 'no-cookie', 'other-session'), 2);
const originPart = part<string | string[] | undefined>(
  fc.constantFrom(undefined, 'tab_1-A', 'x'.repeat(64)),
  fc.constantFrom('', ' ', 'x'.repeat(65), 'a b', 'a,b', '../x', '%00', '\u00e9t\u00e9', 'tab\t1', ['tab1', 'tab2'], 'null'),
);
/** The endpoint's path, or another spelling of it: the router answers each one in JSON (it routes the same, or is 404 not_found). */
const routePart = (endpoint: Endpoint) => {
  const path = PATHS[endpoint];
  const rest = path.slice('/datatables'.length);
  return part(fc.constant(path), fc.constantFrom(
    `${path}/`, `/DataTables${rest}`, path.toUpperCase(), `${path}%00`, `${path}.json`, `/datatables/.${rest}`, `/datatables${rest.replace('/ajax/', '/ajax//')}`,
    `/datatables${rest.replace('a', '%61')}`, `/datatables/ajax/${'a'.repeat(2_000)}`, '/datatables/%E0%A4%A', `${path}%2F..%2Fdelete`,
    '/datatables/ajax/..%2F..%2Fetc%2Fpasswd', `${path};jsessionid=1`,
  ), 1);
};
/** Cookies besides the CSRF one: prototype names, broken escapes, cookie-parser's `j:` JSON, a long one. */
const cookiePart = part<string | undefined>(fc.constant(undefined), fc.constantFrom(
  '__proto__=x', 'constructor=y; toString=z', 'a=%', 'b=%E0%A4%A', `long=${'c'.repeat(4_000)}`, '=novalue', 'noequals', ';;;',
  'j=j:{"__proto__":{"polluted":1}}', 'k=j:[1,2', 's=s:forged.signature',
), 1);
const methodPart = (endpoint: Endpoint) => part(fc.constant(METHODS[endpoint]), fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE').filter((m) => m !== METHODS[endpoint]), 1);
const bodyModePart = part<'json' | 'urlencoded' | 'multipart' | 'hostile'>(fc.constantFrom('json', 'urlencoded', 'multipart'), fc.constant('hostile'));

/** A request to one endpoint, as fast-check generates and shrinks it. */
export function hostileRequest(endpoint: Endpoint): fc.Arbitrary<WireRequest> {
  switch (endpoint) {
    case 'data': return dataRequest();
    case 'legacy': return legacyRequest();
    case 'editView': return bodyRequest('editView', viewParts(), (p) => viewFields(p, 'table', 'entity', 'adapter'), () => 'it only reads');
    case 'delete': return bodyRequest('delete', deleteParts(), deleteFields, refusal);
    case 'editSubmit': return bodyRequest('editSubmit', submitParts(), submitFields, refusal);
    case 'createView': return bodyRequest('createView', createViewParts(), createViewFields, (p) => createRefusal(p, false));
    case 'createSubmit': return bodyRequest('createSubmit', createSubmitParts(), createSubmitFields, (p) => createRefusal(p, true));
    case 'bulk': return bodyRequest('bulk', bulkParts(), bulkFields, bulkRefusal);
    case 'cell': return bodyRequest('cell', cellParts(), cellFields, cellRefusal);
    case 'rowAction': return bodyRequest('rowAction', rowActionParts(), rowActionFields, rowActionRefusal);
    case 'bulkEdit': return bodyRequest('bulkEdit', bulkEditParts(), bulkEditFields, bulkEditRefusal);
  }
}

/**
 * Why a delete or edit submit must not write, or undefined when it may: only with the right CSRF
 * header and method, a token or entity naming a table with the action (both agreeing), and an
 * identifier in its one spelling (a JSON integer or its decimal digits: `"2e0"`, `" 2"`, `"02"` name no row).
 */
function refusal(p: { csrf: CsrfChoice; token: Tagged; entity: Tagged; method: string; id: unknown }, endpoint: Endpoint): string | undefined {
  if (p.csrf !== 'valid') return `CSRF ${p.csrf}`;
  if (p.method !== METHODS[endpoint]) return `method ${p.method}`;
  if (p.token.tag === 'poison' || p.entity.tag === 'poison') return 'a forged or wrong token or entity';
  if (p.token.tag === 'absent' && p.entity.tag === 'absent') return 'neither token nor entity';
  if (!agree(p.token, p.entity)) return 'token and entity disagree';
  if (!isKeySpelling(p.id)) return `identifier ${JSON.stringify(p.id)} is not a key's spelling`;
  return undefined;
}

function dataRequest(): fc.Arbitrary<WireRequest> {
  const index = part(fc.nat({ max: 6 }).map(String), fc.constantFrom('-1', '101', '100', '1e2', 'a', '0x1', '00', ' 1', '1.0'));
  const column = part(fc.constantFrom(...COLUMN_NAMES), fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), queryText()));
  const flag = part(fc.constantFrom(undefined, 'true', 'false'), fc.oneof(fc.constantFrom('TRUE', '0', '1', ''), queryText()));
  const order = mixture({ index, column: numberish(fc.nat({ max: 12 }).map(String)), dir: part(fc.constantFrom('asc', 'desc', 'ASC'), queryText()) });
  const columnSpec = mixture({ index, data: column, searchable: flag, orderable: flag, search: part(fc.constantFrom(undefined, '', 'dune', '50%'), queryText()) });
  const parts = mixture({
    token: tokenPart('read'),
    draw: numberish(fc.constantFrom(undefined, '1', '7')),
    start: numberish(fc.constantFrom(undefined, '0', '5', '1000')),
    length: numberish(fc.constantFrom(undefined, '5', '10', '-1', '100')),
    search: part(fc.constantFrom(undefined, '', 'Dune', '50%', '_', '\\'), queryText()),
    orders: part(fc.array(order, { maxLength: 2 }), fc.array(order, { maxLength: 5 })),
    columns: part(fc.array(columnSpec, { maxLength: 4 }), fc.array(columnSpec, { maxLength: 12 })),
    extra: part(fc.constant<Array<[string, string]>>([]), fc.oneof(
      fc.array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS), queryText()), { minLength: 1, maxLength: 3 }),
      fc.integer({ min: 990, max: 1_100 }).map((n) => Array.from({ length: n }, (_, i): [string, string] => [`p${i}`, '1'])),
    )),
    tail: part(fc.constant(''), fc.constantFrom(...MALFORMED_QUERY_TAILS)),
    method: methodPart('data'),
    route: routePart('data'),
    cookies: cookiePart,
  });
  return parts.map((p) => {
    const pairs: Array<[string, unknown]> = [['table', p.token.value], ['draw', p.draw], ['start', p.start], ['length', p.length], ['search[value]', p.search]];
    p.orders.forEach((o) => pairs.push([`order[${o.index}][column]`, o.column], [`order[${o.index}][dir]`, o.dir]));
    for (const c of p.columns) {
      pairs.push([`columns[${c.index}][data]`, c.data], [`columns[${c.index}][searchable]`, c.searchable],
        [`columns[${c.index}][orderable]`, c.orderable], [`columns[${c.index}][search][value]`, c.search]);
    }
    pairs.push(...p.extra);
    return { endpoint: 'data', method: p.method, path: queryPath(p.route, formPairs(pairs), p.tail), headers: {}, csrf: 'missing', ...cookies(p.cookies), mayWrite: false };
  });
}

function legacyRequest(): fc.Arbitrary<WireRequest> {
  const parts = mixture({
    ...viewParts(), tail: part(fc.constant(''), fc.constantFrom(...MALFORMED_QUERY_TAILS, '&table=x', '&id=1&id=2')), route: routePart('legacy'), cookies: cookiePart,
  });
  return parts.map((p) => {
    const pairs = formPairs(viewFields(p, 'table', 'entity', 'adapter')).map(([k, v]): [string, string] => [k, v.slice(0, 1_001)]);
    return { endpoint: 'legacy', method: p.method, path: queryPath(p.route, pairs, p.tail), headers: {}, csrf: 'missing', ...cookies(p.cookies), mayWrite: false };
  });
}

function viewParts() {
  return { token: tokenPart('edit'), id: idPart, entity: entityPart('edit'), adapter: adapterPart, extra: extraPart, method: methodPart('legacy') };
}

function viewFields(p: { token: Tagged; id: unknown; entity: Tagged; adapter: unknown; extra: Field[] }, table: string, entity: string, adapter: string): Field[] {
  return [[table, p.token.value], ['id', p.id], [entity, p.entity.value], [adapter, p.adapter], ...p.extra];
}

function deleteParts() {
  const topics = part<unknown>(fc.constantFrom(undefined, 'ux-datatables/datatables/spec-books'), fc.oneof(hostileJson(), fc.array(hostileText(), { maxLength: 3 })));
  return { token: tokenPart('delete'), id: idPart, entity: entityPart('delete'), topics, extra: extraPart };
}

function deleteFields(p: { token: Tagged; id: unknown; entity: Tagged; topics: unknown; extra: Field[] }): Field[] {
  return [['table', p.token.value], ['id', p.id], ['entity', p.entity.value], ['topics', p.topics], ...p.extra];
}

function submitParts() {
  return {
    token: tokenPart('edit'), id: idPart, entity: entityPart('edit'), adapter: adapterPart, extra: extraPart,
    version: part<unknown>(fc.constantFrom('1', 1), fc.oneof(fc.constantFrom<unknown>(...NUMBER_EDGES, undefined), hostileJson())),
    ...bookFieldParts(),
    hidden: part<Field[]>(fc.constant([]), fc.subarray<Field>([['secretNote', 'overwritten'], ['id', 99], ['version', 42], ['shout', 'LOUD'], ['cover', '<img>']], { minLength: 1 })),
  };
}

function submitFields(p: Values<ReturnType<typeof submitParts>>): Field[] {
  return [
    ['_table', p.token.value], ['_id', p.id], ['_version', p.version], ['_entity', p.entity.value], ['_adapter', p.adapter],
    ['title', p.title], ['author', p.author], ['status', p.status], ['featured', p.featured], ['pages', p.pages],
    ['publishedOn', p.publishedOn], ...p.hidden, ...p.extra,
  ];
}

/** Requests with a body: the parts, their fields, and the body in the browser's encodings or a hostile one. */
function bodyRequest<P extends Record<string, Part<unknown>>>(
  endpoint: Endpoint,
  parts: P,
  fields: (values: Values<P>) => Field[],
  refuses: (values: { csrf: CsrfChoice; token: Tagged; entity: Tagged; method: string; id: unknown; role?: unknown; action?: unknown }, endpoint: Endpoint) => string | undefined,
): fc.Arbitrary<WireRequest> {
  const all = mixture({
    ...parts, csrf: csrfPart, origin: originPart, method: methodPart(endpoint), bodyMode: bodyModePart, route: routePart(endpoint), cookies: cookiePart,
  });
  return all.chain((p) => {
    const values = p as unknown as {
      csrf: CsrfChoice; origin: string | string[] | undefined; method: string; bodyMode: string; token: Tagged; entity?: Tagged; id: unknown; route: string; cookies: string | undefined;
      role?: string; action?: unknown; rows?: unknown; extra?: Field[];
    };
    const list = fields(p as never);
    const body: fc.Arbitrary<WireBody> = values.bodyMode === 'hostile' ? hostileBody(list) : fc.constant(plainBody(list, values.bodyMode as 'json'));
    return body.map((wire): WireRequest => {
      const because = refuses({
        ...values, token: heard(values.token, wire.reads), entity: heard(values.entity ?? { value: undefined, tag: 'absent' }, wire.reads),
        id: heardValue(values.id, wire.reads), action: heardValue(values.action, wire.reads),
      }, endpoint);
      const reads = READS.has(endpoint);
      return {
        endpoint,
        method: values.method,
        path: values.route,
        headers: {
          ...wire.headers,
          ...(values.origin === undefined ? {} : { 'X-UX-DataTables-Origin': values.origin }),
          ...(values.role === undefined ? {} : { [ROLE_HEADER]: values.role }),
        },
        csrf: reads ? 'missing' : values.csrf,
        ...cookies(values.cookies),
        body: wire.body,
        ...(wire.chunked ? { chunked: true } : {}),
        mayWrite: because === undefined && !reads,
        ...(because === undefined ? (reads ? { because: 'it only reads' } : {}) : { because }),
        ...(endpoint === 'createView' ? { entitled: because === undefined } : {}),
        ...(endpoint === 'createSubmit' ? { expected: expectedCreate(list, wire) } : {}),
        ...(endpoint === 'bulk' ? { bulk: { action: heardValue(values.action, wire.reads), rows: wire.reads === 'json' ? values.rows : undefined } } : {}),
        ...(ROW_CHANGES.has(endpoint) ? { plain: plain(values, endpoint) } : {}),
        ...(endpoint === 'cell' ? { row: expectedCell(list, wire) } : endpoint === 'rowAction' ? { row: expectedRowAction(list, wire) } : {}),
        ...(endpoint === 'bulkEdit' ? { bulkEdit: expectedBulkEdit(list, wire) } : {}),
      };
    });
  });
}

/**
 * Whether a request is one a browser sends, every ingredient valid but the body's fields: its own
 * method and path, the session's CSRF header, a body in one of the browser's encodings, no junk
 * cookie, no field besides the endpoint's, an origin of the right form. Such a request the model
 * accepts must succeed.
 */
function plain(p: { csrf: CsrfChoice; origin: unknown; method: string; bodyMode: string; route: string; cookies: unknown; extra?: Field[] }, endpoint: Endpoint): boolean {
  const origin = p.origin === undefined || (typeof p.origin === 'string' && /^[\w-]{1,64}$/.test(p.origin));
  return origin && p.csrf === 'valid' && p.method === METHODS[endpoint] && p.route === PATHS[endpoint] && p.bodyMode !== 'hostile' && p.cookies === undefined && (p.extra ?? []).length === 0;
}

/** A value as the router reads it back: JSON keeps it; a form gives nothing, one string, or a list when the name repeats. */
function heardValue(value: unknown, reads: WireBody['reads']): unknown {
  if (reads === 'nothing') return undefined;
  if (reads === 'json') return value;
  const strings = formPairs([['x', value]]).filter(([name]) => name === 'x').map(([, text]) => text);
  return strings.length === 0 ? undefined : strings.length === 1 ? strings[0] : strings;
}

/** A token or entity as the router will read it from a body: '' and what a form flattens to nothing are absent. */
function heard(tagged: Tagged, reads: WireBody['reads']): Tagged {
  const absentOne: Tagged = { value: undefined, tag: 'absent' };
  if (reads === 'nothing' || tagged.value === undefined || tagged.value === '') return absentOne;
  if (reads === 'form') {
    const pairs = formPairs([['x', tagged.value]]).filter(([name]) => name === 'x');
    if (pairs.length === 0 || (pairs.length === 1 && pairs[0][1] === '')) return absentOne;
  }
  return tagged;
}

function cookies(junk: string | undefined): Pick<WireRequest, 'cookies'> {
  return junk === undefined ? {} : { cookies: junk };
}

function queryPath(path: string, pairs: Array<[string, string]>, tail: string): string {
  let query = pairs.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&') + tail;
  while (query.length > MAX_PATH) query = query.slice(0, query.lastIndexOf('&', MAX_PATH));
  return `${path}?${query}`;
}
