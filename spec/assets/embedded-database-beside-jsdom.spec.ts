import { expect } from 'chai';
import { createConnection, type Socket } from 'node:net';
import { testDatabase } from '../support/database.js';
import { useDom } from './support/dom.js';

/**
 * The embedded database's socket server tells of a connection that closed with the global `CustomEvent`,
 * a tick later. While a jsdom page was installed that was jsdom's, which Node's `EventTarget` refuses:
 * a spec of the browser's code run after one that closed a pool (an e2e spec stopping its demo) failed
 * with an uncaught TypeError, so the suite passed only in its alphabetical order. (With DATABASE_URL
 * set there is no socket server, and nothing to see.)
 */
describe('the embedded database beside a jsdom page', () => {
  let socket: Socket;
  // Connected before the page: PGlite takes a global `window` for a browser's, and works no more. A bare
  // connection is enough: the server takes it on, and tells of its close like any other.
  before(async function () {
    this.timeout(60_000);
    const url = new URL((await testDatabase()).url);
    socket = createConnection({ host: url.hostname, port: Number(url.port) });
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  });
  useDom();

  it('takes a connection closed while the page is installed without an uncaught error', async function () {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    // Mocha's own handler would fail whichever test runs when it fires; this one is listened to alone.
    const mochaHandlers = process.listeners('uncaughtException');
    process.removeAllListeners('uncaughtException');
    process.on('uncaughtException', record);
    try {
      await new Promise<void>((resolve) => socket.end(() => resolve()));
      // The server learns of the close from its socket, then tells of it in a setImmediate.
      for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    } finally {
      process.removeListener('uncaughtException', record);
      for (const handler of mochaHandlers) process.on('uncaughtException', handler);
    }
    expect(uncaught.map(String)).to.deep.equal([]);
  });
});
