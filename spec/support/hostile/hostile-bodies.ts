import fc from 'fast-check';
import { hostileJson } from './hostile-values.js';
import { formPairs, jsonText, multipartText, urlencodedText, type Field, type WireRequest } from './wire-request.js';

/**
 * What a body adds to a request (its headers, its bytes, whether it goes chunked), and how the router
 * reads the fields back: as JSON values, as form strings, or not at all (refused or not parsed).
 */
export type WireBody = Pick<WireRequest, 'headers' | 'body' | 'chunked'> & {
  reads: 'json' | 'form' | 'nothing';
  /** The body read does not carry every field as listed (cut short, or one replaced): which values the router hears is unknown. */
  altered?: true;
};

const JSON_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'application/json; charset=UTF-16', 'application/json; charset=latin1',
  'application/json; charset=bogus', 'APPLICATION/JSON', 'application/json;;', 'application/vnd.api+json', 'text/json',
];
const FORM_TYPES = [
  'application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=utf-8',
  'application/x-www-form-urlencoded; charset=iso-8859-1', 'application/x-www-form-urlencoded; charset=bogus',
];
const WRONG_TYPES = [
  'text/plain', 'application/xml', 'text/html', 'application/octet-stream', '*/*', 'multipart/mixed; boundary=b',
  'image/png', 'application/x-www-form-urlencoded', 'application/json', 'multipart/form-data', 'application/json, text/plain',
];
const MALFORMED_FORM_TAILS = ['&x=%', '&%zz=1', '&y=%ED%A0%80', '&z=%FF%FE', '&=&&==', '&a=%00', '&b=%C0%AF', '&c=+%2B+'];
const BOUNDARY = 'hostileBoundary7MA4YWxk';
const HUGE = 'h'.repeat(110_000);

/** A body carrying `fields` in every way the router accepts, and many it must refuse. */
export function hostileBody(fields: Field[]): fc.Arbitrary<WireBody> {
  const chunked = fc.oneof({ arbitrary: fc.constant(false), weight: 9 }, { arbitrary: fc.constant(true), weight: 1 });
  return fc.tuple(fc.oneof(
    { arbitrary: json(fields), weight: 4 },
    { arbitrary: urlencoded(fields), weight: 3 },
    { arbitrary: multipart(fields), weight: 3 },
    { arbitrary: wronglyTyped(fields), weight: 1 },
    { arbitrary: encoded(fields), weight: 1 },
    { arbitrary: fc.constant<WireBody>({ headers: {}, reads: 'nothing' }), weight: 1 },
  ), chunked).map(([body, chunk]) => (chunk && body.body ? { ...body, chunked: true } : body));
}

/** The body a browser sends, in one of its encodings. */
export function plainBody(fields: Field[], kind: 'json' | 'urlencoded' | 'multipart'): WireBody {
  if (kind === 'json') return text('application/json', jsonText(fields), 'json');
  if (kind === 'urlencoded') return text('application/x-www-form-urlencoded', urlencodedText(formPairs(fields)), 'form');
  return text(`multipart/form-data; boundary=${BOUNDARY}`, multipartText(formPairs(fields), BOUNDARY), 'form');
}

function json(fields: Field[]): fc.Arbitrary<WireBody> {
  const whole = jsonText(fields);
  const body = (text: string, reads: WireBody['reads']) => ({ text, reads });
  return fc.tuple(fc.constantFrom(...JSON_TYPES), fc.oneof(
    { arbitrary: fc.constant(body(whole, 'json')), weight: 8 },
    { arbitrary: fc.nat({ max: Math.max(0, whole.length - 1) }).map((cut) => body(whole.slice(0, cut), 'nothing')), weight: 2 },
    { arbitrary: hostileJson().map((value) => body(JSON.stringify(value) ?? 'undefined', 'nothing')), weight: 1 },
    // body-parser drops a byte order mark.
    { arbitrary: fc.constant(body(`\uFEFF${whole}`, 'json')), weight: 1 },
    { arbitrary: fc.constantFrom(`${whole}}`, `${whole} trailing`, `[${whole}]`, 'null', '"str"', '12', '').map((t) => body(t, 'nothing')), weight: 1 },
    { arbitrary: fc.integer({ min: 1_000, max: 60_000 }).map((depth) => body('['.repeat(depth) + ']'.repeat(depth), 'nothing')), weight: 1 },
    { arbitrary: fc.constant(body(jsonText([...fields, ['pad', HUGE]]), 'nothing')), weight: 1 },
  )).map(([type, { text: t, reads }]) => text(type, t, jsonType(type) ? reads : 'nothing'));
}

function urlencoded(fields: Field[]): fc.Arbitrary<WireBody> {
  const whole = urlencodedText(formPairs(fields));
  return fc.tuple(fc.constantFrom(...FORM_TYPES), fc.oneof(
    { arbitrary: fc.constant(whole), weight: 8 },
    { arbitrary: fc.nat({ max: Math.max(0, whole.length - 1) }).map((cut) => ({ cut: whole.slice(0, cut) })), weight: 1 },
    { arbitrary: fc.constantFrom(...MALFORMED_FORM_TAILS).map((tail) => whole + tail), weight: 2 },
    { arbitrary: fc.integer({ min: 90, max: 300 }).map((n) => `${whole}${'&p=1'.repeat(n)}`), weight: 1 },
    { arbitrary: fc.constant(`${whole}&pad=${HUGE}`), weight: 1 },
  )).map(([type, body]) => (typeof body === 'string' ? text(type, body, 'form') : { ...text(type, body.cut, 'form'), altered: true }));
}

function multipart(fields: Field[]): fc.Arbitrary<WireBody> {
  const pairs = formPairs(fields);
  const whole = multipartText(pairs, BOUNDARY);
  const typed = `multipart/form-data; boundary=${BOUNDARY}`;
  return fc.oneof(
    { arbitrary: fc.constant(text(typed, whole, 'form')), weight: 8 },
    { arbitrary: fc.constant(text(typed, multipartText(pairs, BOUNDARY, true), 'nothing')), weight: 1 },
    { arbitrary: fc.nat({ max: Math.max(0, whole.length - 1) }).map((cut) => text(typed, whole.slice(0, cut), 'nothing')), weight: 1 },
    {
      arbitrary: fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=other', 'multipart/form-data; boundary=').map((type) => text(type, whole, 'nothing')),
      weight: 1,
    },
    {
      arbitrary: fc.integer({ min: 90, max: 200 }).map((n) =>
        text(typed, multipartText([...pairs, ...Array.from({ length: n }, (_, i): [string, string] => [`p${i}`, '1'])], BOUNDARY), 'form')),
      weight: 1,
    },
    { arbitrary: fc.constant(text(typed, multipartText([...pairs, ['pad', HUGE]], BOUNDARY), 'nothing')), weight: 1 },
  );
}

function wronglyTyped(fields: Field[]): fc.Arbitrary<WireBody> {
  const bodies = { json: jsonText(fields), form: urlencodedText(formPairs(fields)), multipart: multipartText(formPairs(fields), BOUNDARY) };
  return fc.tuple(fc.constantFrom(...WRONG_TYPES, undefined), fc.constantFrom('json', 'form', 'multipart') as fc.Arbitrary<keyof typeof bodies>)
    .map(([type, kind]): WireBody => ({
      headers: type === undefined ? {} : { 'Content-Type': type },
      body: { text: bodies[kind] },
      // Two of these pairs are right after all: a form body typed as a form, a JSON body typed as JSON.
      reads: type === 'application/x-www-form-urlencoded' && kind === 'form' ? 'form' : type === 'application/json' && kind === 'json' ? 'json' : 'nothing',
    }));
}

function encoded(fields: Field[]): fc.Arbitrary<WireBody> {
  const invalidUtf8 = Buffer.concat([Buffer.from(jsonText(fields).slice(0, -1)), Buffer.from(',"title":"'), Buffer.from([0xff, 0xed, 0xa0, 0x80]), Buffer.from('"}')]);
  const notGzip = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0xff, 0xfe, 0xed, 0xa0, 0x80]);
  return fc.tuple(fc.constantFrom('gzip', 'deflate', 'br', 'x-bogus', 'identity', 'gzip, gzip'), fc.constantFrom('json', 'bytes', 'invalid-utf8'))
    .map(([encoding, what]): WireBody => ({
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
      body: what === 'json' ? { text: jsonText(fields) } : { base64: (what === 'bytes' ? notGzip : invalidUtf8).toString('base64') },
      reads: encoding === 'identity' && what !== 'bytes' ? 'json' : 'nothing',
      // Its last "title" (bytes that are not UTF-8) replaces the listed one.
      ...(what === 'invalid-utf8' ? { altered: true as const } : {}),
    }));
}

function jsonType(type: string): boolean {
  return /^application\/json\s*(;|$)/i.test(type);
}

function text(type: string, body: string, reads: WireBody['reads']): WireBody {
  return { headers: { 'Content-Type': type }, body: { text: body }, reads };
}
