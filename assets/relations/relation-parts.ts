// The relation picker's code (a chunk: load-relation-picker.ts fetches it when a form or the filter bar
// shows a relation field): the combobox, its options endpoint, the chips.
export { RelationPicker, type RelationPickerOptions } from './RelationPicker.js';
export { RelationOptionsSource } from './relation-options-source.js';
