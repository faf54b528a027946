import { HttpError } from '../../errors/HttpError.js';

// Why not `qs` (Express's `extended` query parser), even set strict (depth 4 and `strictDepth`,
// `parseArrays: false`, `duplicates: 'last'`, `throwOnLimitExceeded`): it still reads what a client got
// wrong as something else instead of refusing it, so the reader is told nothing. `a=1&a[b]=2` becomes the
// array `['1', { b: '2' }]`, `a[b]c=1` drops the `c`, `a[=1` is the key `[`, `__proto__[x]` vanishes, and
// an index has no bound (`columns[1000000]`). Here each is a 400 naming the parameter, and a request's
// values are only ever strings or groups of them. (qs 6.17, checked 2026-11.)

/** Parameters with bracketed keys (`order[0][column]`) unfolded into objects; leaves are strings. */
export interface NestedParams {
  [key: string]: string | NestedParams;
}

/** Bounds of {@link parseNestedParams}: enough for DataTables.net, too small to hurt. */
export interface NestedParamsLimits {
  /** Deepest bracket nesting (`columns[0][search][value]` is 3). */
  depth: number;
  /** Most parameters in one request. */
  parameters: number;
  /** Largest numeric index (`columns[100]`). */
  index: number;
}

const DEFAULT_LIMITS: NestedParamsLimits = { depth: 4, parameters: 1000, index: 100 };
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Unfolds `a[b][c]=v` pairs into `{ a: { b: { c: 'v' } } }` without a prototype (so no key can
 * pollute one), within {@link NestedParamsLimits}; anything malformed or over a bound is 400.
 * Numeric segments stay object keys (`{ '0': ... }`): no sparse array is ever allocated.
 * Used instead of switching the application's `query parser` setting.
 */
export function parseNestedParams(
  pairs: Iterable<[string, string]>,
  limits: NestedParamsLimits = DEFAULT_LIMITS,
): NestedParams {
  const root: NestedParams = Object.create(null);
  let count = 0;
  for (const [key, value] of pairs) {
    if (++count > limits.parameters) throw HttpError.badRequest(`Too many parameters (at most ${limits.parameters})`);
    const path = splitKey(key, limits);
    let node = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const existing = node[segment];
      if (last) {
        if (typeof existing === 'object') throw conflict(key);
        node[segment] = value;
        return;
      }
      if (typeof existing === 'string') throw conflict(key);
      node = existing ?? (node[segment] = Object.create(null) as NestedParams);
    });
  }
  return root;
}

/** The query string of a request URL, unfolded. */
export function parseQueryString(url: string): NestedParams {
  const at = url.indexOf('?');
  return parseNestedParams(new URLSearchParams(at < 0 ? '' : url.slice(at + 1)));
}

function splitKey(key: string, limits: NestedParamsLimits): string[] {
  const open = key.indexOf('[');
  if (open < 0) return [check(key, key, limits)];
  const path = [check(key.slice(0, open), key, limits)];
  const rest = key.slice(open);
  const segment = /\[([^[\]]*)\]/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = segment.exec(rest)) !== null) {
    path.push(check(match[1], key, limits));
    consumed = segment.lastIndex;
  }
  if (consumed !== rest.length) throw HttpError.badRequest(`Malformed parameter name ${JSON.stringify(key.slice(0, 100))}`);
  if (path.length - 1 > limits.depth) throw HttpError.badRequest(`Parameter ${JSON.stringify(key.slice(0, 100))} is nested too deeply`);
  return path;
}

function check(segment: string, key: string, limits: NestedParamsLimits): string {
  if (segment === '' || FORBIDDEN.has(segment)) {
    throw HttpError.badRequest(`Malformed parameter name ${JSON.stringify(key.slice(0, 100))}`);
  }
  if (/^\d+$/.test(segment) && Number(segment) > limits.index) {
    throw HttpError.badRequest(`Index ${segment.slice(0, 10)} in parameter ${JSON.stringify(key.slice(0, 100))} is above ${limits.index}`);
  }
  return segment;
}

function conflict(key: string): HttpError {
  return HttpError.badRequest(`Parameter ${JSON.stringify(key.slice(0, 100))} is given both as a value and as a group`);
}
