import { expect } from 'chai';
import { renderActions } from '../../../assets/actions/render-actions.js';
import { BootstrapModalAdapter } from '../../../assets/modal/BootstrapModalAdapter.js';
import { DialogModalAdapter } from '../../../assets/modal/DialogModalAdapter.js';
import { modalAdapters } from '../../../assets/modal/modal-adapters.js';
import { ModalAdapterRegistry } from '../../../assets/modal/ModalAdapterRegistry.js';
import { NullModalAdapter } from '../../../assets/modal/NullModalAdapter.js';
import { BOOTSTRAP5_TEMPLATES, DEFAULT_CONFIG, DIALOG_TEMPLATES } from '../../../lib/config/DataTablesConfig.js';
import { HttpError } from '../../../lib/errors/HttpError.js';
import { readAdapterKey } from '../../../lib/http/shared/modal-adapter-key.js';
import { Action } from '../../../lib/model/Action.js';
import type { JsonScalar } from '../../../lib/model/Row.js';
import type { TableModel } from '../../../lib/model/TableModel.js';
import { ModalTemplates } from '../../../lib/view/ModalTemplates.js';

// The same tables run against the server's code and the browser's: where they disagree, a page shows
// what the server then refuses (an edit answering 400 for ever, a button whose click is 403).

/** Keys both sides must accept, and keys both must refuse. */
const GOOD_KEYS = ['dt', 'bs', 'bs4', 'bs5', 'side-panel', 'tailwind_2', 'X', 'k'.repeat(64)];
const BAD_KEYS: unknown[] = ['tw.modal', 'side panel', 'tw/modal', 'k'.repeat(65), 'bs5"><script>', 'modál', 'dt\n', ['bs5'], 5, null];

/** A key as a spec's title shows it: a long one by its length. */
function shown(key: unknown): string {
  return typeof key === 'string' && key.length > 20 ? `a key of ${key.length} characters` : JSON.stringify(key);
}

function serverAccepts(key: unknown): boolean {
  try {
    return readAdapterKey(key, 'adapter') === key;
  } catch (error) {
    expect(error).to.be.instanceOf(HttpError).with.property('status', 400);
    return false;
  }
}

function browserAccepts(key: unknown): boolean {
  try {
    new ModalAdapterRegistry().register(key as string, () => new NullModalAdapter());
    return true;
  } catch (error) {
    expect(error).to.be.instanceOf(TypeError).with.property('message').that.includes(JSON.stringify(key));
    return false;
  }
}

describe('the server and the browser agree', () => {
  describe('on modal adapter keys (readAdapterKey and modalAdapters.register)', () => {
    for (const key of GOOD_KEYS) {
      it(`both accept ${shown(key)}`, () => {
        expect([serverAccepts(key), browserAccepts(key)]).to.deep.equal([true, true]);
      });
    }

    for (const key of BAD_KEYS) {
      it(`both refuse ${shown(key)}`, () => {
        expect([serverAccepts(key), browserAccepts(key)]).to.deep.equal([false, false]);
      });
    }

    it('reads "" as no key on the server, so the browser refuses to register an adapter under it', () => {
      expect(readAdapterKey('', 'adapter')).to.equal(undefined);
      expect(browserAccepts('')).to.equal(false);
    });
  });

  describe('on which built-in keys mean Bootstrap markup', () => {
    const table = { editModalTemplate: null, editModalBodyTemplate: null } as unknown as TableModel;
    const templates = new ModalTemplates(table, DEFAULT_CONFIG.edit_modal);

    for (const key of modalAdapters.keys()) {
      it(`renders for "${key}" the markup of the adapter the browser registers under it`, () => {
        const adapter = modalAdapters.create(key);
        const markup = templates.forAdapter(key).modal;
        expect(markup === BOOTSTRAP5_TEMPLATES.template).to.equal(adapter instanceof BootstrapModalAdapter);
        expect(markup === DIALOG_TEMPLATES.template).to.equal(adapter instanceof DialogModalAdapter);
      });
    }
  });

  describe('on displayIf (Action.isDisplayedFor and the rendered action column)', () => {
    const CONDITIONS: Array<[string, JsonScalar]> = [['n', 1], ['n', '1'], ['b', true], ['b', false], ['s', 'draft'], ['d', null], ['z', 0], ['e', '']];
    const ROWS: Array<Record<string, unknown>> = [
      { n: 1 }, { n: '1' }, { n: 1.0 }, { n: true }, { b: true }, { b: 1 }, { b: 'true' }, { b: false }, { b: 0 }, { b: null },
      { s: 'draft' }, { s: 'Draft' }, { s: ' draft' }, { d: null }, {}, { d: undefined }, { d: 0 }, { d: '' }, { d: 'null' },
      { z: 0 }, { z: -0 }, { z: false }, { z: '0' }, { e: '' }, { e: null }, { e: 0 },
    ];

    it('shows an action on exactly the rows where the server lets it run', () => {
      const verdicts: boolean[] = [];
      for (const [field, value] of CONDITIONS) {
        const action = Action.edit().displayIf(field, value);
        // What the browser gets: the action's view and the row, through JSON.
        const view = JSON.parse(JSON.stringify(action.toView()));
        for (const row of ROWS) {
          const server = action.isDisplayedFor(row);
          const browser = renderActions([view], { ...JSON.parse(JSON.stringify(row)), _actions: { EDIT: { id: 1 } } }) !== '';
          expect(browser, `displayIf(${JSON.stringify(field)}, ${JSON.stringify(value)}) on ${JSON.stringify(row)}`).to.equal(server);
          verdicts.push(server);
        }
      }
      // Not a blind matrix: it holds rows shown and rows hidden.
      expect(verdicts).to.include(true).and.to.include(false);
    });
  });
});
