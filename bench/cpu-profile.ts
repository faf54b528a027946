import { readFileSync } from 'node:fs';

/** The parts of a V8 `.cpuprofile` (what `node --cpu-prof` writes) that the shares are computed from. */
interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples: number[];
  timeDeltas: number[];
}

/** Where a server's busy CPU time went: shares by kind of code, and the functions that took most. */
export interface ProfileShares {
  /** Busy time sampled, in ms (idle left out). */
  busyMs: number;
  /** Share of the busy time per kind of code, largest first. */
  kinds: Array<{ kind: string; share: number }>;
  /** The functions with the most self time, largest first. */
  functions: Array<{ name: string; share: number }>;
}

/** Packages grouped by what they do for a request; any other package is named as itself. */
const PACKAGE_KINDS: Array<[RegExp, string]> = [
  [/^@mikro-orm\//, 'MikroORM (query, hydration, identity map, em.fork)'],
  [/^ejs$/, 'ejs'],
  [/^(pg|pg-.+|postgres-.+|pgpass|split2)$/, 'pg driver'],
  [/^(csrf-csrf|cookie-parser|cookie|cookie-signature)$/, 'CSRF and cookies (csrf-csrf, cookie-parser)'],
  [/^(yup|property-expr|tiny-case|toposort)$/, 'yup'],
  [/^(intl-messageformat|@formatjs\/.+)$/, 'translations (intl-messageformat)'],
  [
    /^(express|router|body-parser|type-is|raw-body|finalhandler|send|content-type|content-disposition|on-finished|qs|etag|fresh|mime-types|mime-db|accepts|negotiator|iconv-lite|media-typer|parseurl|path-to-regexp|proxy-addr|forwarded|depd|vary|encodeurl|escape-html|range-parser|statuses|http-errors|setprototypeof|bytes|unpipe|ee-first|ipaddr\.js|multer|busboy|streamsearch|append-field|debug|ms|is-promise|once|wrappy)$/,
    'express, routing, body parsing, ETag',
  ],
];

/** Native functions that write to the socket. */
const SOCKET_WRITES = new Set(['writev', 'writeUtf8String', 'writeBuffer', 'writeLatin1String', 'writeAsciiString', 'writevGeneric', 'writeGeneric']);

/** The kind of code a sampled frame belongs to. */
export function kindOf(functionName: string, url: string): string {
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8 and native work outside JavaScript ("(program)")';
  if (SOCKET_WRITES.has(functionName) || url === 'node:internal/stream_base_commons') return 'socket writes';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  if (pkg) return PACKAGE_KINDS.find(([pattern]) => pattern.test(pkg))?.[1] ?? `package ${pkg}`;
  if (/\.ejs"?$/.test(url)) return 'ejs templates (the compiled modal and body)';
  const own = /\/lib\/([^/]+)\//.exec(url)?.[1];
  if (own) return `the library: lib/${own}`;
  if (/\/(bench|examples)\//.test(url)) return 'the bench server and the demo table';
  if (url.startsWith('node:internal/crypto') || /^(digest|update|Hmac|createHmac|timingSafeEqual|randomBytes)$/.test(functionName)) return 'crypto (HMAC, hashes)';
  if (url === 'node:internal/url' || url === 'node:url') return 'URLs and query strings (URLSearchParams)';
  if (url.startsWith('node:')) return 'Node.js (http, streams, events, timers)';
  return 'V8 built-ins and native code (JSON, RegExp, strings, …)';
}

/**
 * The shares of a `.cpuprofile` file's busy time: by kind of code, and the top functions (self time).
 * Samples in the first `skipMs` of the profile (the process starting, loading its modules, the warm-up) are left out.
 */
export function profileShares(file: string, skipMs = 0, topFunctions = 12): ProfileShares {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const kinds = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  let elapsed = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!;
    const time = profile.timeDeltas[i] ?? 0;
    elapsed += time;
    if (elapsed < skipMs * 1000 || frame.functionName === '(idle)' || time <= 0) return;
    busy += time;
    const kind = kindOf(frame.functionName, frame.url);
    kinds.set(kind, (kinds.get(kind) ?? 0) + time);
    // TypeScript compiled on the fly (tsx) has no lines of its own: its file alone says where.
    const where = !frame.url ? '' : frame.url.endsWith('.ts') ? ` ${shortUrl(frame.url)}` : ` ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
    const name = `${frame.functionName || '(anonymous)'}${where}`;
    functions.set(name, (functions.get(name) ?? 0) + time);
  });
  const shares = (map: Map<string, number>) => [...map].map(([key, time]) => ({ key, share: time / busy })).sort((a, b) => b.share - a.share);
  return {
    busyMs: busy / 1000,
    kinds: shares(kinds).map(({ key, share }) => ({ kind: key, share })),
    functions: shares(functions).slice(0, topFunctions).map(({ key, share }) => ({ name: key, share })),
  };
}

/** A frame's file as the report shows it: from its package or from the checkout's folders, never a machine's path. */
function shortUrl(url: string): string {
  const at = url.lastIndexOf('node_modules/');
  if (at >= 0) return url.slice(at + 'node_modules/'.length);
  const own = /\/((?:lib|bench|examples|views)\/[^"]*)"?$/.exec(url);
  return own ? own[1] : url.replace(/^"|"$/g, '').replace(/^(file:\/\/)?\/.*\//, '');
}
