import { AbstractDataTable, Action, AsDataTable, NumberColumn, TextColumn, type Actions, type DataTable } from '../../lib/index.js';
import { Chapter } from '../catalogue/Chapter.js';

/** The bench's chapters, moved into their places (`npm run bench -- row-move`): `setReorderable('position')`, Edit without a hook. */
@AsDataTable(Chapter, { name: 'chapters' })
export class ChapterTable extends AbstractDataTable<Chapter> {
  configureColumns() {
    return [NumberColumn.new('position', '#').hideWhenUpdating(), NumberColumn.new('id', 'ID'), TextColumn.new('title', 'Title')];
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setReorderable('position');
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit());
  }
}
