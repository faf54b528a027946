// The one standalone Mercure hub every instance publishes to (`ux-datatables hub`), started from the
// repository's source as spec/e2e/scale-out.spec.ts starts it.
import { startNode, stopChild, type NodeChild } from './node-child.js';

export class Hub {
  private constructor(private readonly child: NodeChild) {}

  /** The hub's URL, where instances publish and browsers subscribe. */
  get url(): string {
    return this.child.match[1];
  }

  /** Starts the hub on a free port, its JWTs signed with `key`; browsers of any origin may subscribe (each instance is one). */
  static async start(key: string): Promise<Hub> {
    return new Hub(await startNode(['lib/bin/ux-datatables.ts', 'hub', '--port', '0', '--cors-origin', '*'], { MERCURE_JWT_KEY: key }, /listening on (\S+)/));
  }

  stop(): Promise<void> {
    return stopChild(this.child);
  }
}
