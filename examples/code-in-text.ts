import type { RequestHandler } from 'express';
import type { PageLanguage } from '../lib/index.js';

/** A message's `{name}` filled with code: each name maps to the code shown in its place. */
export type CodeInText = (key: string, code?: Readonly<Record<string, string>>) => string;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * `res.locals.codeInText(key, code)`: a message of the page's language as HTML, each `{name}` of it
 * `code[name]` in a `<code dir="ltr" translate="no">`. The translations hold no markup and never see
 * the code, which reads left to right and is left alone by the browser's translator on any page.
 */
export function codeInText(): RequestHandler {
  return (_req, res, next) => {
    const render: CodeInText = (key, code = {}) => {
      const names = Object.keys(code);
      // Markers no message holds, swapped for the code once the translation is escaped.
      const params = Object.fromEntries(names.map((name, i) => [name, `\u0000${i}\u0000`]));
      const text = escapeHtml((res.locals.dataTablesI18n as PageLanguage).t(key, params));
      return text.replace(/\u0000(\d+)\u0000/g, (_, i: string) => `<code dir="ltr" translate="no">${escapeHtml(code[names[Number(i)]])}</code>`);
    };
    res.locals.codeInText = render;
    next();
  };
}
