import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import ts from 'typescript';

// One builder style for every fluent option (README, "The table model"): a method returning `this`
// is `setX(value)`, or one of the verbs below; a renamed one stays as a `@deprecated` alias calling
// its `setX`; values read back as properties, never through a public `getX()`.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Fluent methods named by what they do rather than `setX`, each for its reason. */
const VERBS: Record<string, string> = {
  summarize: "issue 33's name: the totals a column shows (its kinds, as arguments)",
  askConfirmation: "SPEC's name: a behaviour, with a default message",
  undoable: "issue 19's name: a behaviour (an undo window), with a default length",
  displayIf: "SPEC's name: a condition of two values",
  linkToUrl: "SPEC's name: the detail action's link",
  hideWhenUpdating: "SPEC's name: a switch (default true)",
  handle: "issue 19's name: what an application's bulk action does with its rows",
  hideWhenCreating: "hideWhenUpdating's twin for the create form: a switch (default true)",
  createDefaults: "issue 18's name: the create form's starting values (an object or a function of the request)",
  trim: 'a switch (default true): trim(false) keeps the spaces',
  renderAsSwitch: 'a switch (default true)',
  openInNewTab: 'a switch (default true)',
  add: "SPEC's name: Actions grows",
  remove: "SPEC's name: Actions shrinks",
  addColumn: 'the builder grows',
  addColumns: 'the builder grows',
  configureDataTable: "the builder's twin of AbstractDataTable's hook",
  editModalTemplate: "SPEC's name (§2.5), an alias of setEditModalTemplate that stays",
  editModalAdapter: "SPEC's name (§2.5), an alias of setEditModalAdapter that stays",
  columnVisibility: "issue 20's name: a switch (default true) that adds the column menu",
  alwaysVisible: "issue 20's name: a switch (default true), the column menu leaves the column out",
  viewInUrl: "issue 20's name: a switch with an optional prefix (false turns it off)",
  savedViews: "issue 33's name: a switch (default true) that adds the Views menu, as columnVisibility",
  editInPlace: "issue 30's name: a switch (default true), the column's cells open its edit field",
};

/** The files of the classes an application configures fluently. */
const BUILDERS = [
  'lib/model/Action.ts',
  'lib/model/ActionButton.ts',
  'lib/model/Actions.ts',
  'lib/model/BulkAction.ts',
  'lib/model/BulkActions.ts',
  'lib/model/DataTable.ts',
  'lib/model/TableViewOptions.ts',
  'lib/builder/DataTableBuilder.ts',
  ...readdirSync(join(root, 'lib/column')).filter((file) => file.endsWith('.ts')).map((file) => `lib/column/${file}`),
];

interface Method {
  where: string;
  name: string;
  fluent: boolean;
  deprecated: string | undefined;
  internal: boolean;
  /** The method a one-statement body `return this.x(...)` calls. */
  calls: string | undefined;
}

/** The public instance methods of the classes of a file. */
function methods(file: string): Method[] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.ES2022, true);
  const found: Method[] = [];
  source.forEachChild((node) => {
    if (!ts.isClassDeclaration(node)) return;
    for (const member of node.members) {
      if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) continue;
      const modifiers = ts.getModifiers(member) ?? [];
      if (modifiers.some((m) => [ts.SyntaxKind.StaticKeyword, ts.SyntaxKind.PrivateKeyword, ts.SyntaxKind.ProtectedKeyword].includes(m.kind))) continue;
      const tags = ts.getJSDocTags(member);
      const deprecated = tags.find((tag) => tag.tagName.text === 'deprecated');
      const statement = member.body?.statements.length === 1 ? member.body.statements[0] : undefined;
      const call = statement && ts.isReturnStatement(statement) && statement.expression && ts.isCallExpression(statement.expression)
        ? statement.expression.expression : undefined;
      found.push({
        where: `${file} ${node.name?.text}.${member.name.text}`,
        name: member.name.text,
        fluent: member.type?.getText(source) === 'this',
        deprecated: deprecated && (ts.getTextOfJSDocComment(deprecated.comment) ?? ''),
        internal: tags.some((tag) => tag.tagName.text === 'internal'),
        calls: call && ts.isPropertyAccessExpression(call) && call.expression.kind === ts.SyntaxKind.ThisKeyword ? call.name.text : undefined,
      });
    }
  });
  return found;
}

const all = BUILDERS.flatMap(methods);

describe('the builder style of Action, Actions, DataTable, DataTableBuilder and the columns', () => {
  it('finds their fluent methods', () => {
    const names = all.filter((method) => method.fluent).map((method) => method.name);
    expect(names).to.include.members(['setLabel', 'askConfirmation', 'setColumnLabel', 'setPageLength', 'setRows', 'setType', 'setChoices']);
  });

  it('names every fluent method setX, or one of the verbs, unless it is a deprecated alias', () => {
    const odd = all
      .filter((method) => method.fluent && method.deprecated === undefined)
      .filter((method) => !/^set[A-Z]/.test(method.name) && !(method.name in VERBS))
      .map((method) => method.where);
    expect(odd).to.deep.equal([]);
  });

  it('keeps each deprecated alias calling the setX its @deprecated tag names', () => {
    const aliases = all.filter((method) => method.deprecated !== undefined);
    expect(aliases.map((method) => method.name)).to.include.members(['pageLength', 'editModalTitle', 'mercure', 'count']);
    const wrong = aliases
      .filter((method) => !(method.fluent && method.calls && /^set[A-Z]/.test(method.calls) && method.deprecated!.includes(`{@link ${method.calls}}`)))
      .map((method) => `${method.where} (calls ${method.calls ?? 'nothing'}: ${method.deprecated})`);
    expect(wrong).to.deep.equal([]);
  });

  it('reads values back as properties: a getX() method is @internal', () => {
    const getters = all.filter((method) => /^get[A-Z]/.test(method.name) && !method.internal).map((method) => method.where);
    expect(getters).to.deep.equal([]);
  });
});
