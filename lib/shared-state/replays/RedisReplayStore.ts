import type { RedisClientLike } from '../SharedStateOptions.js';
import type { ReplayClaim, ReplayStore } from './ReplayStore.js';

/** A claim's value: empty; an answer's is prefixed so that an empty answer stays told apart. */
const CLAIMED = '';
const ANSWER = 'a';
// Only a claim (never a kept answer) is given up or renewed: compared and changed in one step.
const RELEASE = `if redis.call('get', KEYS[1]) == '' then return redis.call('del', KEYS[1]) end return 0`;
const RENEW = `if redis.call('get', KEYS[1]) == '' then return redis.call('pexpire', KEYS[1], ARGV[1]) end return 0`;

/** A {@link ReplayStore} in Redis: one key per request, its expiry the claim's lease or the answer's time kept. */
export class RedisReplayStore implements ReplayStore {
  constructor(private readonly client: RedisClientLike, private readonly prefix: string) {}

  async claim(key: string, leaseMs: number): Promise<ReplayClaim> {
    const name = this.name(key);
    if (await this.command(['SET', name, CLAIMED, 'PX', String(leaseMs), 'NX']) !== null) return { state: 'claimed' };
    const held = await this.command(['GET', name]);
    // Ended between the two commands: claim again.
    if (typeof held !== 'string') return this.claim(key, leaseMs);
    return held === CLAIMED ? { state: 'running' } : { state: 'answered', answer: held.slice(ANSWER.length) };
  }

  async renew(key: string, leaseMs: number): Promise<void> {
    await this.command(['EVAL', RENEW, '1', this.name(key), String(leaseMs)]);
  }

  async keep(key: string, answer: string, keepMs: number): Promise<void> {
    await this.command(['SET', this.name(key), ANSWER + answer, 'PX', String(keepMs)]);
  }

  async release(key: string): Promise<void> {
    await this.command(['EVAL', RELEASE, '1', this.name(key)]);
  }

  private name(key: string): string {
    return `${this.prefix}:replays:${key}`;
  }

  /** One command through either client: ioredis's `call`, node-redis's `sendCommand`. */
  private command(args: string[]): Promise<unknown> {
    const client = this.client as { call?: (...args: string[]) => Promise<unknown>; sendCommand?: (args: string[]) => Promise<unknown> };
    if (typeof client.call === 'function') return client.call(...args);
    if (typeof client.sendCommand === 'function') return client.sendCommand(args);
    return Promise.reject(new Error('The Redis client has neither call() (ioredis) nor sendCommand() (node-redis)'));
  }
}
