import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';

/** An XML element opened (its local name, no prefix, and attributes), closed, or text between. */
export type XmlEvent =
  | { kind: 'open'; name: string; attributes: Record<string, string> }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

/**
 * The events of an XML stream, read as it comes (`saxes`: no document held in memory); XML that is not
 * well formed throws `malformed(message)`. Prefixes are dropped (`x:row` is `row`): producers differ.
 */
export async function* xmlEvents(stream: Readable, malformed: (message: string) => Error): AsyncGenerator<XmlEvent> {
  const parser = new SaxesParser();
  let pending: XmlEvent[] = [];
  let failure: Error | null = null;
  parser.on('opentag', (node) => pending.push({ kind: 'open', name: local(node.name), attributes: node.attributes as Record<string, string> }));
  parser.on('closetag', (node) => pending.push({ kind: 'close', name: local(node.name) }));
  parser.on('text', (text) => pending.push({ kind: 'text', text }));
  parser.on('error', (error) => void (failure ??= malformed(error.message)));
  // A character cut between two chunks is put together before the parser sees it.
  const decoder = new StringDecoder('utf8');
  for await (const chunk of stream) {
    parser.write(typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer));
    if (failure) throw failure;
    yield* pending;
    pending = [];
  }
  parser.write(decoder.end());
  parser.close();
  if (failure) throw failure;
  yield* pending;
}

function local(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}
