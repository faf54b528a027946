import { BooleanColumn, ChoiceColumn, NumberColumn, TextColumn } from '../../lib/index.js';

/** The columns every spec table of books starts with: id, title, author, status (draft or published), featured. */
export function bookBasicColumns() {
  return [
    NumberColumn.new('id', 'ID'),
    TextColumn.new('title', 'Title'),
    TextColumn.new('author', 'Author'),
    ChoiceColumn.new('status', 'Status').setChoices({ draft: 'Draft', published: 'Published' }),
    BooleanColumn.new('featured', 'Featured'),
  ];
}
