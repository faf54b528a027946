// A property name in words: a column's default label here, and `make:datatable`'s labels and names.

/** The words of an identifier, lower case: `publishedOn` -> `published on`, `HTTPStatus` -> `http status`. */
export function words(identifier: string): string[] {
  return identifier
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(' ')
    .filter((word) => word !== '');
}

/** A column's default label: `createdAt` -> `Created at`, `author_name` -> `Author name`. */
export function humanize(name: string): string {
  const label = words(name).join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}
