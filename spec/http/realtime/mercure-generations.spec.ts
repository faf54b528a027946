import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AbstractDataTable, Action, AsDataTable, loadDataTablesConfig, NumberColumn, TextColumn, type Actions } from '../../../lib/index.js';
import { MERCURE_PROTOCOLS, subscriptionParameters } from '../../../lib/wire/mercure-protocol.js';
import { originDigest } from '../../../lib/realtime/origin-digest.js';
import type { MercureView } from '../../../lib/wire/live-view.js';
import { useTestOrm } from '../../support/database.js';
import { SECRET, startTestHub, subscribe, type Subscription, type TestHub } from '../../support/hub-test-client.js';
import { createSpecApp, openPage, seed } from '../../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../../support/http-entities.js';
import { SpecBookTable } from '../../support/http-tables.js';

/** Books whose updates only pages allowed to render them receive. */
@AsDataTable(Book, { name: 'spec-generation-private', mercure: { private: true } })
class PrivateGenerationTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('title')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.delete());
  }
}

/** Subscribes as the page's browser does: the generation's parameter names, and the JWT of a private table. */
function subscribeAsThePage(mercure: MercureView, options: { withToken?: boolean } = {}): Promise<Subscription> {
  const names = subscriptionParameters(mercure.protocol);
  const query = options.withToken === false || mercure.authorization === null ? {} : { [names.token]: mercure.authorization };
  return subscribe(mercure.hub, mercure.topics, { parameter: names.topic, query });
}

// Over real HTTP: the router, its MercurePublisher and the development hub speaking the same generation.
for (const protocol of MERCURE_PROTOCOLS) {
  describe(`real time over the development hub, in Mercure ${protocol}`, () => {
    let orm: MikroORM;
    let hub: TestHub;
    const open: Subscription[] = [];

    useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

    beforeEach(async () => {
      await seed(orm);
      hub = await startTestHub({ protocol });
    });

    afterEach(async () => {
      for (const subscription of open.splice(0)) subscription.close();
      await hub.close();
    });

    function app() {
      const settings = loadDataTablesConfig({
        data_tables: { mercure: { enabled: true, protocol, hub_url: hub.url, jwt_secret: SECRET, topic_base: 'https://shop.example' } },
      });
      return createSpecApp({ orm, settings, tables: [SpecBookTable, PrivateGenerationTable] }).app;
    }

    it('delivers a delete to the page\'s subscription, carrying the digest the page view gave for its origin', async () => {
      const { agent, view, csrf } = await openPage(app());
      expect(view.mercure!.protocol).to.equal(protocol);
      const subscription = await subscribeAsThePage(view.mercure!);
      open.push(subscription);
      await agent.delete(view.urls.delete).set('X-CSRF-Token', csrf).set('X-UX-DataTables-Origin', view.mercure!.origin).send({ table: view.tokens.delete, id: 2 }).expect(200);
      const message = JSON.parse((await subscription.next()).data);
      expect(message).to.deep.equal({ type: 'delete', table: 'spec-books', id: 2, origin: view.mercure!.originDigest });
      expect(subscription.raw).to.not.include(view.mercure!.origin);
    });

    it('gives a private table\'s update to the page holding its JWT, and not to an anonymous subscriber', async () => {
      const { agent, view, csrf } = await openPage(app(), 'spec-generation-private');
      const allowed = await subscribeAsThePage(view.mercure!);
      const anonymous = await subscribeAsThePage(view.mercure!, { withToken: false });
      open.push(allowed, anonymous);
      await agent.delete(view.urls.delete).set('X-CSRF-Token', csrf).send({ table: view.tokens.delete, id: 3 }).expect(200);
      await agent.delete(view.urls.delete).set('X-CSRF-Token', csrf).send({ table: view.tokens.delete, id: 4 }).expect(200);
      expect(JSON.parse((await allowed.next()).data)).to.deep.include({ table: 'spec-generation-private', id: 3 });
      expect(JSON.parse((await allowed.next()).data)).to.deep.include({ table: 'spec-generation-private', id: 4 });
      expect(anonymous.raw).to.not.include('spec-generation-private');
    });

    it('a forged edit carrying an origin read off the stream is published with another digest: the victim tab reloads', async () => {
      const { agent, view, csrf } = await openPage(app());
      const subscription = await subscribeAsThePage(view.mercure!);
      open.push(subscription);
      const remove = (id: number, origin: string) =>
        agent.delete(view.urls.delete).set('X-CSRF-Token', csrf).set('X-UX-DataTables-Origin', origin).send({ table: view.tokens.delete, id }).expect(200);
      // The victim's tab skips changes carrying the digest its page view gave.
      await remove(2, view.mercure!.origin);
      const seen = JSON.parse((await subscription.next()).data).origin as string;
      expect(seen).to.equal(view.mercure!.originDigest);
      await remove(5, seen);
      const forged = JSON.parse((await subscription.next()).data);
      expect(forged.id).to.equal(5);
      expect(forged.origin).to.equal(originDigest(seen)).and.not.equal(view.mercure!.originDigest, 'the victim would take it for its own and skip it');
    });
  });
}
