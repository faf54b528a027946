import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { mercureHub, type MercureHubRouter } from './mercureHub.js';
import type { MercureHubOptions } from './MercureHubOptions.js';

/** The path every Mercure hub serves. */
export const MERCURE_PATH = '/.well-known/mercure';

/** Options of {@link startMercureHub}: the hub's, and where to listen. */
export interface StartMercureHubOptions extends MercureHubOptions {
  /** Default 3001; 0 picks a free port. */
  port?: number;
  /** Default `127.0.0.1` (this machine only); `0.0.0.0` to serve other hosts, such as containers. */
  host?: string;
}

/** A hub started by {@link startMercureHub}. */
export interface RunningMercureHub {
  /** The hub's URL, `http://<host>:<port>/.well-known/mercure`: publish and subscribe there. */
  url: string;
  /** The router serving it. */
  hub: MercureHubRouter;
  /** Ends every stream and stops listening. */
  close(): Promise<void>;
}

/**
 * Starts a development hub in its own HTTP server, at `/.well-known/mercure`, so that several
 * application processes can share it. Resolves once it listens.
 *
 * @example
 * const { url, close } = await startMercureHub({ publisherKey: 'a-secret-of-32-characters-or-more', port: 0 });
 */
export async function startMercureHub(options: StartMercureHubOptions): Promise<RunningMercureHub> {
  const hub = mercureHub(options);
  const app = express();
  app.disable('x-powered-by');
  app.use(MERCURE_PATH, hub);
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3001, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${urlHost(address)}:${address.port}${MERCURE_PATH}`,
    hub,
    close: () =>
      new Promise<void>((resolve, reject) => {
        hub.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The host to put in the URL: a wildcard address becomes `localhost`, an IPv6 one gets brackets. */
function urlHost({ address, family }: AddressInfo): string {
  if (address === '0.0.0.0' || address === '::') return 'localhost';
  return family === 'IPv6' ? `[${address}]` : address;
}
