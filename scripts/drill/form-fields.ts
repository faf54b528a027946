// The fields of an edit or create modal as the browser would submit them, read from the modal's HTML
// (as scripts/fault-drill.ts reads its form): hidden inputs (a relation's, repeated for a to-many),
// text inputs, the selected option, a checked box, a textarea. Disabled fields are not sent.

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const unescape = (text: string) => text.replace(/&(?:quot|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity]);
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The form's fields, in the order of the HTML, as a urlencoded body would carry them. */
export function formFields(html: string): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(tag, 'name');
    if (name === undefined || /\sdisabled\b/.test(tag)) continue;
    if (attribute(tag, 'type') === 'checkbox' && !/\schecked\b/.test(tag)) continue;
    fields.append(name, unescape(attribute(tag, 'value') ?? ''));
  }
  for (const [, tag, options] of html.matchAll(/(<select\b[^>]*>)([\s\S]*?)<\/select>/g)) {
    const name = attribute(tag, 'name');
    const selected = /<option value="([^"]*)" selected/.exec(options);
    if (name !== undefined && selected) fields.append(name, unescape(selected[1]));
  }
  for (const [, tag, text] of html.matchAll(/(<textarea\b[^>]*>)([\s\S]*?)<\/textarea>/g)) {
    const name = attribute(tag, 'name');
    // The HTML parser drops the newline right after <textarea>.
    if (name !== undefined) fields.append(name, unescape(text.replace(/^\n/, '')));
  }
  return fields;
}
