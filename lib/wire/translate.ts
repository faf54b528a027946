// The browser's translator. The server resolves a page's messages for its locale and sends them in the
// page view (`PageView.i18n.messages`); the browser only formats them. The server formats every message
// with intl-messageformat (full ICU MessageFormat); the browser needs only the subset its own messages
// use, formatted here in a few hundred bytes rather than shipping intl-messageformat and its parser
// (spec/lib/wire/translate.spec.ts checks that both agree on every browser message of every locale).

/** The values a message's `{name}` arguments take. */
export type MessageParams = Readonly<Record<string, unknown>>;

/** A message key and its parameters in, the text in the page's language out. */
export type Translate = (key: string, params?: MessageParams) => string;

/**
 * Formats an ICU message with the subset the browser's messages use: `{name}`, `{n, plural, =0 {…}
 * one {…} other {…}}` (with `#`, categories by `Intl.PluralRules`), `{v, select, a {…} other {…}}`,
 * and ICU's apostrophe quoting (`''` is one apostrophe, `'{'` a literal brace).
 */
export function formatMessage(message: string, params: MessageParams = {}, locale = 'en'): string {
  return format(message, params, locale, null);
}

/** The translator of a page: `messages[key]` formatted, or the key itself when the page has no such message. */
export function translator(messages: Readonly<Record<string, string>> | undefined, locale = 'en'): Translate {
  return (key, params) => {
    const message = messages && Object.hasOwn(messages, key) ? messages[key] : undefined;
    return message === undefined ? key : formatMessage(message, params, locale);
  };
}

const SYNTAX = '{}#|';

function format(message: string, params: MessageParams, locale: string, count: number | null): string {
  let out = '';
  for (let i = 0; i < message.length; i++) {
    const char = message[i];
    if (char === "'") {
      const next = message[i + 1];
      if (next === "'") {
        out += "'";
        i++;
      } else if (next !== undefined && SYNTAX.includes(next)) {
        const close = message.indexOf("'", i + 1);
        const end = close === -1 ? message.length : close;
        out += message.slice(i + 1, end);
        i = end;
      } else {
        out += char;
      }
    } else if (char === '#' && count !== null) {
      out += new Intl.NumberFormat(locale).format(count);
    } else if (char === '{') {
      const end = closing(message, i);
      out += argument(message.slice(i + 1, end), params, locale);
      i = end;
    } else {
      out += char;
    }
  }
  return out;
}

/** The index of the `}` closing the `{` at `start`. */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

function argument(body: string, params: MessageParams, locale: string): string {
  const [name, kind] = body.split(',', 2).map((part) => part.trim());
  const value = params[name];
  if (kind === undefined) return value === undefined || value === null ? '' : String(value);
  const options = body.slice(body.indexOf(',', body.indexOf(',') + 1) + 1);
  const branches = new Map<string, string>();
  for (let i = 0; i < options.length; ) {
    const open = options.indexOf('{', i);
    if (open === -1) break;
    const end = closing(options, open);
    branches.set(options.slice(i, open).trim(), options.slice(open + 1, end));
    i = end + 1;
  }
  if (kind !== 'plural') return format(branches.get(String(value)) ?? branches.get('other') ?? '', params, locale, null);
  const n = Number(value);
  const branch = branches.get(`=${n}`) ?? branches.get(new Intl.PluralRules(locale).select(n)) ?? branches.get('other') ?? '';
  return format(branch, params, locale, n);
}
