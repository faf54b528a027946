// pg-cursor (node-postgres' cursor, which MikroORM's kysely dialect streams rows with) ships no types:
// the part a spec uses to put a pooled connection in the state it leaves after a failed statement.
declare module 'pg-cursor' {
  export default class Cursor {
    constructor(text: string, values?: unknown[]);
    read(rows: number): Promise<unknown[]>;
    close(): Promise<void>;
  }
}
