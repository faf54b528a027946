// The few declarations the bench needs of two packages that ship no types (their @types packages
// would be two more dependencies for a handful of calls).

declare module 'pg' {
  export interface QueryResult {
    rows: Array<Record<string, any>>;
    rowCount: number | null;
  }
  export class Pool {
    constructor(options: { connectionString: string; max?: number; options?: string });
    query(sql: string, params?: unknown[]): Promise<QueryResult>;
    end(): Promise<void>;
  }
  export const types: { setTypeParser(oid: number, parse: (value: string) => unknown): void };
  const pg: { Pool: typeof Pool; types: typeof types };
  export default pg;
}

declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
    onResponse?: (status: number, body: string) => void;
  }
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    requests?: Request[];
    headers?: Record<string, string>;
  }
  export default function autocannon(options: Options): Promise<Result> & { on(event: string, listener: (...args: any[]) => void): void };
}
