import { Application } from '@hotwired/stimulus';
import DatatableController from './controllers/datatable_controller.js';
import { TABLE_CONTROLLER } from '../lib/wire/table-mount.js';

/**
 * Registers the `datatable` controller on your Stimulus application, or on a new one started on
 * the document. The identifier is fixed: the server's table helper renders `data-controller="datatable"`.
 * @example
 * import { Application } from '@hotwired/stimulus';
 * import { startDataTables } from '@vendor/ux-datatables/assets';
 * startDataTables(Application.start());
 */
export function startDataTables(application: Application = Application.start()): Application {
  application.register(TABLE_CONTROLLER, DatatableController);
  return application;
}
