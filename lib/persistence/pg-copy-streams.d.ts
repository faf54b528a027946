// The one function of pg-copy-streams the library uses (the package ships no types of its own).
declare module 'pg-copy-streams' {
  import type { Readable } from 'node:stream';

  const copyStreams: {
    /** A `COPY … TO STDOUT` statement as a readable stream of its bytes, to hand to a `pg` client's `query`. */
    to(text: string): Readable;
  };
  export default copyStreams;
}
