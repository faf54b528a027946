/**
 * The library's English messages: the reference every other catalogue translates key by key
 * (README, "Message keys"). ICU MessageFormat: `{name}` arguments, `{n, plural, one {…} other {…}}`.
 */
export const en = {
  // Row actions and the action column (defaults; labels the application writes stay as written).
  'action.delete': 'Delete',
  'action.detail': 'Detail',
  'action.edit': 'Edit',
  'action.create': 'New',
  'action.column': 'Actions',
  'action.confirm': 'Are you sure?',
  // The built-in edit modal templates.
  'modal.title': 'Edit',
  // A new row's form (create).
  'create.title': 'New entry',
  'create.unique': 'Another row already has this value.',
  'create.foreign_key': 'This value does not name an existing row.',
  'create.not_null': 'This value is required.',
  // Bulk actions on selected rows.
  'bulk.delete': 'Delete selected',
  'bulk.confirm': '{count, plural, one {Apply to # row?} other {Apply to # rows?}}',
  'bulk.confirm_delete': '{count, plural, one {Delete # row?} other {Delete # rows?}}',
  'modal.save': 'Save',
  'modal.cancel': 'Cancel',
  'modal.close': 'Close',
  'edit.conflict': 'Someone else saved this row while you were editing it. Your input is kept; their values are shown under the fields that differ. Save to replace their version.',
  // An edit conflict: the value saved meanwhile beside each field (the built-in body templates).
  'edit.theirs': 'Saved meanwhile: {value}',
  'edit.use_theirs': 'Use this value',
  'edit.use_all_theirs': 'Use all saved values',
  'edit.empty': '(empty)',
  // A submitted value that cannot be read at all.
  'validation.single_value': 'This field takes a single value.',
  'validation.invalid': 'This value is not valid.',
  'validation.not_a_number': 'Please enter a number.',
  'validation.not_a_date': 'Please enter a valid date (YYYY-MM-DD).',
  'validation.choice': 'Please choose one of the options.',
  // yup's messages, keyed like yup's locale object (`setLocale`); `label` is the field's label.
  'validation.mixed.default': '{label} is invalid',
  'validation.mixed.required': '{label} is a required field',
  'validation.mixed.defined': '{label} must be defined',
  'validation.mixed.notNull': '{label} cannot be null',
  'validation.mixed.oneOf': '{label} must be one of the following values: {values}',
  'validation.mixed.notOneOf': '{label} must not be one of the following values: {values}',
  'validation.string.length': '{label} must be exactly {length, plural, one {# character} other {# characters}}',
  'validation.string.min': '{label} must be at least {min, plural, one {# character} other {# characters}}',
  'validation.string.max': '{label} must be at most {max, plural, one {# character} other {# characters}}',
  'validation.string.matches': '{label} must match the following: "{regex}"',
  'validation.string.email': '{label} must be a valid email',
  'validation.string.url': '{label} must be a valid URL',
  'validation.string.trim': '{label} must be a trimmed string',
  'validation.string.lowercase': '{label} must be a lowercase string',
  'validation.string.uppercase': '{label} must be an upper case string',
  'validation.number.min': '{label} must be greater than or equal to {min}',
  'validation.number.max': '{label} must be less than or equal to {max}',
  'validation.number.lessThan': '{label} must be less than {less}',
  'validation.number.moreThan': '{label} must be greater than {more}',
  'validation.number.positive': '{label} must be a positive number',
  'validation.number.negative': '{label} must be a negative number',
  'validation.number.integer': '{label} must be an integer',
  'validation.date.min': '{label} must be later than {min}',
  'validation.date.max': '{label} must be earlier than {max}',
  'validation.boolean.isValue': '{label} must be {value}',
  // The browser: cells, alerts, failures, and the announcements of a live table.
  'cell.yes': 'Yes',
  'cell.no': 'No',
  'alert.dismiss': 'Dismiss',
  'table.load_failed': 'The table could not be loaded',
  'table.session_ended': 'Your session has ended. Sign in again, then reload the page.',
  'delete.failed': 'The row could not be deleted',
  'edit.view_failed': 'The edit modal could not be shown',
  'edit.failed': 'The edit could not be completed',
  'edit.remote_deleted': 'Someone else deleted this row.',
  'edit.remote_changed': 'Someone else changed this row. If you save, their values will be shown next to yours.',
  'request.failed': 'The request failed ({status}).',
  'error.network_error': 'The server could not be reached. Please try again.',
  'error.row_not_found': 'This row no longer exists. Reload the table.',
  'error.forbidden': 'You are not allowed to do this.',
  'error.csrf_invalid': 'Your session has expired. Reload the page and try again.',
  'error.too_many_requests': 'Too many changes in a short time. Wait a moment and try again.',
  'error.conflict': 'Someone else changed this row meanwhile. Reload the table and try again.',
  'error.row_in_use': 'This row is used by other rows and cannot be changed this way.',
  'error.payload_too_large': 'The request is too large.',
  'error.database_unavailable': 'The database is unavailable. Try again later.',
  'error.internal_error': 'Something went wrong on the server. Try again later.',
  'realtime.row_changed': 'Row {id} was changed',
  'realtime.row_deleted': 'Row {id} was deleted',
  'realtime.rows_changed': '{count, plural, one {# row was changed} other {# rows were changed}}',
  'realtime.rows_deleted': '{count, plural, one {# row was deleted} other {# rows were deleted}}',
  'realtime.rows_changed_or_deleted': '{count, plural, one {# row was changed or deleted} other {# rows were changed or deleted}}',
  // Unsaved changes, and the notices after a save or a delete.
  'edit.discard_changes': 'Discard your unsaved changes?',
  'edit.discard': 'Discard',
  'edit.keep_editing': 'Keep editing',
  'notice.saved': 'Changes saved',
  'notice.deleted': 'Row deleted',
} as const;

/** A key of the library's own messages. */
export type MessageKey = keyof typeof en;

/** A catalogue of the library's messages in one language: every key of {@link en}. */
export type LibraryCatalogue = Readonly<Record<MessageKey, string>>;
