import { createConnection, type Socket } from 'node:net';

/**
 * A stand-in for a node-redis client, just what rate-limiter-flexible's Redis limiter calls on one
 * (`isReady`, `eval(script, { keys, arguments })`), speaking RESP to a real Redis server: no Redis
 * client package is a dependency of this project, and the shared-limit specs need a real server's answers.
 */
export class RespRedisClient {
  isReady = false;
  private readonly socket: Socket;
  private readonly waiting: Array<{ resolve: (value: unknown) => void; reject: (error: Error) => void }> = [];
  private buffer = Buffer.alloc(0);

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('data', (chunk) => this.received(chunk));
    socket.on('close', () => {
      this.isReady = false;
      for (const { reject } of this.waiting.splice(0)) reject(new Error('Redis connection closed'));
    });
  }

  /** Connects to `port` on 127.0.0.1; rejects when nothing listens there. */
  static connect(port = 6379): Promise<RespRedisClient> {
    return new Promise((resolve, reject) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('error', reject);
      socket.once('connect', () => {
        const client = new RespRedisClient(socket);
        client.isReady = true;
        resolve(client);
      });
    });
  }

  eval(script: string, { keys, arguments: args }: { keys: string[]; arguments: string[] }): Promise<unknown> {
    return this.send(['EVAL', script, String(keys.length), ...keys, ...args]);
  }

  send(words: string[]): Promise<unknown> {
    const frame = `*${words.length}\r\n${words.map((word) => `$${Buffer.byteLength(word)}\r\n${word}\r\n`).join('')}`;
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.socket.write(frame);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private received(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const parsed = parseReply(this.buffer, 0);
      if (!parsed) return;
      this.buffer = this.buffer.subarray(parsed.end);
      const pending = this.waiting.shift();
      if (parsed.value instanceof Error) pending?.reject(parsed.value);
      else pending?.resolve(parsed.value);
    }
  }
}

/** One RESP2 reply from `at`, or null while it is incomplete. */
function parseReply(buffer: Buffer, at: number): { value: unknown; end: number } | null {
  const lineEnd = buffer.indexOf('\r\n', at);
  if (lineEnd < 0) return null;
  const kind = String.fromCharCode(buffer[at]);
  const line = buffer.toString('utf8', at + 1, lineEnd);
  const next = lineEnd + 2;
  if (kind === '+') return { value: line, end: next };
  if (kind === '-') return { value: new Error(line), end: next };
  if (kind === ':') return { value: Number(line), end: next };
  if (kind === '$') {
    const length = Number(line);
    if (length < 0) return { value: null, end: next };
    if (buffer.length < next + length + 2) return null;
    return { value: buffer.toString('utf8', next, next + length), end: next + length + 2 };
  }
  const items: unknown[] = [];
  let end = next;
  for (let i = 0; i < Number(line); i++) {
    const item = parseReply(buffer, end);
    if (!item) return null;
    items.push(item.value);
    end = item.end;
  }
  return { value: items, end };
}
