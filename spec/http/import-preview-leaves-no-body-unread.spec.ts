import { expect } from 'chai';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { SpecImportShelfTable, SpecShelfTable, Shelf } from '../support/create-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, SPEC_SECRET } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';

/**
 * The preview reads no more of a CSV than it shows, and answered a longer one (the whole file: allowed)
 * on a connection kept alive with the rest of its body unread: the next request on that connection, the
 * import itself in the browser's flow, failed (ECONNRESET).
 */
describe('Import preview: the rest of a long CSV', () => {
  let orm: MikroORM;
  useTestOrm([...HTTP_ENTITIES, Shelf], (opened) => (orm = opened));

  it('leaves the connection fit for the next request', async () => {
    const { app } = createSpecApp({ orm, tables: [SpecImportShelfTable, SpecShelfTable], limits: { mutationsPerMinute: 0 } });
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const page = await fetch(`${origin}/view/spec-shelves-import`);
      const headers = {
        cookie: page.headers.getSetCookie().map((line) => line.split(';')[0]).join('; '),
        'X-CSRF-Token': ((await page.json()) as { csrf: { token: string } }).csrf.token,
        'Content-Type': 'text/csv',
      };
      const url = `${origin}/datatables/ajax/import/preview?table=${new TableTokens(SPEC_SECRET).sign('spec-shelves-import', 'import')}&format=csv`;
      const long = 'Code,Name\r\n' + Array.from({ length: 100_000 }, (_, i) => `P${i},Shelf ${i}\r\n`).join('');
      for (const body of [long, 'Code,Name\r\nA1,One\r\n', 'Code,Name\r\nA2,Two\r\n']) {
        const response = await fetch(url, { method: 'POST', headers, body });
        expect(response.status).to.equal(200);
        expect(((await response.json()) as { headers: string[] }).headers).to.deep.equal(['Code', 'Name']);
      }
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
