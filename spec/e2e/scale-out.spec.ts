import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { expect } from 'chai';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ENTITIES } from '../../examples/entities/demo-entities.js';
import { MERCURE_PROTOCOLS } from '../../lib/wire/mercure-protocol.js';
import { seedBooks } from '../../examples/seed-books.js';
import { testDatabase } from '../support/database.js';
import { launchChromium } from './support/browser.js';
import { ensureBrowserBundle } from './support/demo-server.js';
import { bookRow, modal, openEditModal, openLiveTablePage } from './support/page-tools.js';

const MERCURE_SECRET = 'scale-out-mercure-secret-0123456789abcdef';

/** A child process of this spec, and the first line of its output that matched. */
interface Child {
  process: ChildProcess;
  url: string;
}

/** Spawns `node --import tsx <args>` and resolves once a line of its output matches `ready`. */
function start(args: string[], env: Record<string, string>, ready: RegExp): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start:\n${output.join('\n')}`)), 30_000);
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        output.push(line);
        const match = ready.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve({ process: child, url: match[1] });
        }
      });
    }
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output.join('\n')}`)));
  });
}

function stop(child: Child | undefined): Promise<void> {
  if (!child || child.process.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.process.once('exit', () => resolve());
    child.process.kill('SIGTERM');
  });
}

/**
 * Scale-out: two processes of the application on one database, and one standalone development hub
 * (`ux-datatables hub`), in each generation of the protocol. An edit made through the first instance
 * reaches a browser showing the table from the second: nothing per process stands between them.
 */
for (const protocol of MERCURE_PROTOCOLS) describe(`scale-out: two app processes, one database, one standalone development hub (Mercure ${protocol})`, function () {
  this.timeout(90_000);
  const schema = `scale_out_${protocol.replace(/\W/g, '')}_${process.pid}`;
  let url: string;
  let hub: Child | undefined;
  const apps: Child[] = [];
  let browser: Browser;

  /** An ORM on the shared schema, closed after `work` (it never drops the schema). */
  async function withOrm<T>(work: (orm: MikroORM) => Promise<T>): Promise<T> {
    const orm = await MikroORM.init({ entities: DEMO_ENTITIES, clientUrl: url, schema, pool: { min: 0, max: 1 } });
    try {
      return await work(orm);
    } finally {
      await orm.close(true);
    }
  }

  before(async () => {
    ensureBrowserBundle();
    url = (await testDatabase()).url;
    await withOrm(async (orm) => {
      await orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade; create schema "${schema}"`);
      await orm.schema.create({ schema });
      await seedBooks(orm.em.fork());
    });
    hub = await start(['lib/bin/ux-datatables.ts', 'hub', '--port', '0', '--cors-origin', '*', '--protocol', protocol], { MERCURE_JWT_KEY: MERCURE_SECRET }, /listening on (\S+)/);
    // Each instance holds one connection: the embedded database serves two.
    for (let i = 0; i < 2; i++) {
      apps.push(await start(['spec/e2e/support/app-instance.ts'], {
        DATABASE_URL: url, DB_SCHEMA: schema, HUB_URL: hub.url, MERCURE_SECRET, DATATABLES_SECRET: 'scale-out-table-secret-0123456789abcdef', MERCURE_PROTOCOL: protocol,
      }, /listening (\S+)/));
    }
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await Promise.all([...apps.map(stop), stop(hub)]);
    await withOrm((orm) => orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade`));
  });

  it('shows an edit saved through the first instance in a browser served by the second', async () => {
    const [first, second] = apps;
    expect(first.url).to.not.equal(second.url);
    const pages: Page[] = [];
    for (const app of apps) {
      const page = await (await browser.newContext()).newPage();
      await openLiveTablePage(page, `${app.url}/dialog`, hub!.url);
      pages.push(page);
    }
    const [alice, bob] = pages;
    await openEditModal(alice, 3);
    await modal(alice).locator('[name="title"]').fill('Saved on instance one');
    await modal(alice).locator('[data-ux-datatables-submit]').click();
    await bookRow(bob, 3).getByText('Saved on instance one').waitFor();
  });
});
