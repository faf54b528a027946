// negotiator ships no types: the part the asset handler uses (1.x: `preferred` orders equal q-values).
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** The `available` codings the request accepts, best first; `identity` is acceptable unless refused. */
    encodings(available?: string[], options?: { preferred?: readonly string[] }): string[];
  }
}
