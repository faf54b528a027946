/** Stands where a message's argument, plural or DataTables.net placeholder is: any text a page puts there. */
export const ARGUMENT = '\u0000';

/**
 * A message (ICU, or DataTables.net's `_START_` placeholders) as a page shows it, each argument, plural or
 * placeholder as {@link ARGUMENT}, its spaces collapsed: what the language specs compare page texts with.
 */
export function shownAs(message: string): string {
  let text = '';
  for (let i = 0, depth = 0; i < message.length; i++) {
    const char = message[i];
    if (char === '{') {
      if (depth++ === 0) text += ARGUMENT;
    } else if (char === '}') depth--;
    else if (depth === 0) text += char;
  }
  return text.replace(/_[A-Z]+(-[A-Z]+)?_/g, ARGUMENT).replace(/\s+/g, ' ').trim();
}
