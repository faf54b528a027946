// negotiator ships no types: the parts the library uses (the assets' coding, the languages asked for).
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** The `available` codings the request accepts, best first; `identity` is acceptable unless refused. */
    encodings(available?: string[], options?: { preferred?: readonly string[] }): string[];
    /** Without `available`: every language range of `Accept-Language` (`*` too), by q-value then order, refused ones left out. */
    languages(available?: string[]): string[];
  }
}
