import { expect } from 'chai';
import pg from 'pg';
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
  let client: pg.Client;
  // Connected before the page: PGlite takes a global `window` for a browser's, and works no more.
  before(async function () {
    this.timeout(60_000);
    client = new pg.Client({ connectionString: (await testDatabase()).url });
    await client.connect();
    await client.query('select 1');
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
      await client.end();
      // The server learns of the close from its socket, then tells of it in a setImmediate.
      for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    } finally {
      process.removeListener('uncaughtException', record);
      for (const handler of mochaHandlers) process.on('uncaughtException', handler);
    }
    expect(uncaught.map(String)).to.deep.equal([]);
  });
});
