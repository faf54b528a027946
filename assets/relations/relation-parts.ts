// The relation picker's code (a chunk: load-relation-picker.ts fetches it when a form or the filter bar
// shows a relation field, or a relation filter is in force): the combobox, its options endpoint, the chips,
// and the filter bar's relation filters.
export { RelationPicker, type RelationPickerOptions } from './RelationPicker.js';
export { RelationFilters, type RelationOptionsUrl } from './RelationFilters.js';
export { RelationOptionsSource } from './relation-options-source.js';
