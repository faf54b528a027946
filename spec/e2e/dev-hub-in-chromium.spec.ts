// The development hub as Chromium's EventSource meets it, in each protocol generation: a page on
// another origin subscribes (`topic=` in 0.x, `match=` in 1.0) and receives what a server publishes;
// `corsOrigins: ['*']` serves it without credentials, a listed origin with them (the cookie).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import type { MercureProtocol } from '../../lib/wire/mercure-protocol.js';
import { accessToken, publishOk, startTestHub, token, type TestHub } from '../support/hub-test-client.js';
import { launchChromium } from './support/browser.js';

const BOOK = 'https://example.com/books/1';

/** Runs in the page: opens an EventSource, resolves to the first message's data or to "error". */
function listen(page: Page, url: string, withCredentials: boolean): Promise<string> {
  return page.evaluate(
    ({ url, withCredentials }) =>
      new Promise<string>((resolve) => {
        const source = new EventSource(url, { withCredentials });
        (window as unknown as { ready: Promise<void> }).ready = new Promise<void>((opened) => (source.onopen = () => opened()));
        source.onmessage = (event) => {
          source.close();
          resolve(event.data as string);
        };
        source.onerror = () => {
          if (source.readyState === EventSource.CLOSED) resolve('error');
        };
        setTimeout(() => {
          source.close();
          resolve('error');
        }, 4000);
      }),
    { url, withCredentials },
  );
}

describe('the development hub in Chromium', function () {
  this.timeout(30_000);
  let browser: Browser;
  let site: Server;
  let siteOrigin: string;

  before(async () => {
    browser = await launchChromium();
    site = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>another origin</title>'));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteOrigin = `http://localhost:${(site.address() as AddressInfo).port}`;
  });

  after(async () => {
    await browser?.close();
    site?.closeAllConnections();
    await new Promise((resolve) => site?.close(resolve));
  });

  for (const protocol of ['0.x', '1.0'] as MercureProtocol[]) {
    describe(`protocol ${protocol}`, () => {
      let hub: TestHub;
      let page: Page;
      const parameter = protocol === '0.x' ? 'topic' : 'match';
      const publisher = async () => ({
        Authorization: `Bearer ${protocol === '0.x' ? await token({ publish: ['*'] }) : await accessToken(hub.url, { publish: [{ match: '*' }] })}`,
      });

      afterEach(async () => {
        await page?.close();
        await hub?.close();
      });

      /** Subscribes from the page on another origin, publishes once it is open, returns what the page got. */
      async function roundTrip(corsOrigins: string[], withCredentials: boolean): Promise<string> {
        hub = await startTestHub({ protocol, corsOrigins });
        page = await browser.newPage();
        await page.goto(siteOrigin);
        const received = listen(page, `${hub.url}?${parameter}=${encodeURIComponent(BOOK)}`, withCredentials);
        const opened = await Promise.race([
          page.evaluate(() => (window as unknown as { ready: Promise<void> }).ready).then(() => true),
          received.then(() => false),
        ]);
        if (opened) await publishOk(hub.url, { topic: BOOK, data: `hello ${protocol}` }, await publisher());
        return received;
      }

      it('delivers to an anonymous EventSource on another origin with corsOrigins "*"', async () => {
        expect(await roundTrip(['*'], false)).to.equal(`hello ${protocol}`);
      });

      it('refuses credentials to every origin under "*": Chromium drops the stream', async () => {
        expect(await roundTrip(['*'], true)).to.equal('error');
      });

      it('delivers with credentials to a listed origin', async () => {
        expect(await roundTrip([siteOrigin], true)).to.equal(`hello ${protocol}`);
      });
    });
  }
});
