import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import ts from 'typescript';

// The public API, name by name: what each entry point of package.json `exports` gives (README,
// Versioning). Adding, removing or turning a value into a type is a change of the public API: this
// spec fails naming it, so that it is made on purpose, here, with a line in CHANGELOG.md.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The exported names of one entry point: values (classes, functions, constants) and types. */
interface Api {
  values: string[];
  types: string[];
}

const SERVER: Api = {
  values: [
    'AbstractDataTable', 'Action', 'ActionColumn', 'ActionRefusedError', 'ActionType', 'Actions', 'AsDataTable', 'BUILT_IN_CATALOGUES', 'BooleanColumn', 'BulkAction', 'BulkActions',
    'ChoiceColumn', 'ConfigurationError', 'DataTable', 'DataTableBuilder', 'DataTablesError', 'DateColumn', 'HttpError',
    'MemoryViewStore', 'MercurePublisher', 'MercureSigner', 'NullPublisher', 'OrmViewStore', 'SavedViewEntity', 'NumberColumn', 'TemplateColumn', 'TextColumn', 'UrlColumn', 'WIRE_VERSION',
    'buildTableView', 'dataTablesRouter', 'indexAdvice', 'indexStatements', 'loadDataTablesConfig',
  ],
  types: [
    'AbstractColumn', 'AsDataTableOptions', 'AuthorizationContext', 'AuthorizeHook', 'AuthorizingTable', 'BulkContext', 'BulkHandler', 'BulkHandlerResult', 'Catalogue', 'ColumnType',
    'CountStrategy', 'CreateDefaults', 'CsrfProtection', 'DataTableClass', 'DataTableHelper', 'DataTableHelperOptions', 'DataTablesConfig', 'DetailsConfig', 'DetailsOptions',
    'DataTablesLogger', 'DataTablesRouter', 'DataTablesRouterOptions', 'DoubleSubmitCsrfOptions', 'EditModalConfig', 'EntityTarget',
    'Environment', 'FieldConstraints', 'FieldErrors', 'FieldRule', 'FieldRules', 'FieldRulesDelegate', 'IndexAdvice', 'IndexAdviceOptions',
    'IndexAdviceOrm', 'IndexStatement', 'JsonScalar', 'LibraryCatalogue', 'ManualRows', 'MercureClaim', 'MercureConfig', 'MercureProtocol',
    'MercurePublisherOptions', 'MessageKey', 'ModuleLoader', 'OptionalModuleName', 'PageLanguage', 'PageView', 'PostgresQueryable', 'Publisher', 'SharedStateOptions', 'RedisClientLike', 'RowActionContext', 'RowActionHandler',
    'RealtimeUpdate', 'RelatedLabels', 'RelationScope', 'Row', 'RowChangeMessage', 'RowValue', 'SavedView', 'SavedViewOutcome', 'SavedViewsOptions', 'SearchMode', 'TableElementAttributes', 'TableMercureOptions',
    'TableModel', 'TableOperation', 'TranslationConfig', 'TranslationOptions', 'ViewDraft', 'ViewStore',
  ],
};

const DATABASE: Api = {
  values: ['openDatabase'],
  types: ['DatabaseHandle', 'EmbeddedPostgresOptions', 'OpenDatabaseOptions'],
};

const DEV_HUB: Api = {
  values: ['MERCURE_PATH', 'mercureHub', 'startMercureHub'],
  types: ['HubAlgorithm', 'HubKey', 'MercureHubOptions', 'MercureHubRouter', 'MercureProtocol', 'RunningMercureHub', 'StartMercureHubOptions'],
};

const BROWSER: Api = {
  values: [
    'AbstractModalAdapter', 'BootstrapModalAdapter', 'DatatableController', 'DialogModalAdapter', 'LiveTable', 'ModalAdapterRegistry',
    'NetworkError', 'Notices', 'NullModalAdapter', 'RowActions', 'ServerEndpoints', 'detectStyleFramework', 'formatMessage', 'modalAdapterKey',
    'modalAdapters', 'renderActions', 'resolveModalAdapter', 'startDataTables', 'translator',
  ],
  types: [
    'ActionType', 'ActionView', 'ColumnFilterView', 'ColumnKind', 'ColumnView', 'ConfirmationRequest', 'DatatableEventName', 'EventSourceFactory', 'EventSourceLike',
    'FetchFunction', 'FilterChangeSource', 'FilterState', 'FilterValue', 'Filters', 'I18nView', 'LiveTableDelegate', 'LiveTableOptions', 'MercureView', 'MessageParams', 'ModalAdapter',
    'ModalAdapterFactory', 'ModalHandlers', 'NoticesOptions', 'PageView', 'RelatedColumnView', 'RelatedLabels', 'RowActionsOptions', 'RowChangeMessage', 'RowData', 'StyleFramework',
    'TableHandle', 'TableView', 'Translate',
  ],
};

/** The self-starting bundle: the browser API, and the Stimulus application it started. */
const BUNDLE: Api = { values: [...BROWSER.values, 'application'], types: BROWSER.types };

/** Each entry point of package.json `exports` that holds code: its subpath, its source and its names. */
const ENTRY_POINTS: Array<{ subpath: string; built: string; source: string; api: Api }> = [
  { subpath: '.', built: './dist/lib/index.js', source: 'lib/index.ts', api: SERVER },
  { subpath: './database', built: './dist/lib/database/index.js', source: 'lib/database/index.ts', api: DATABASE },
  { subpath: './dev-hub', built: './dist/lib/realtime/hub/index.js', source: 'lib/realtime/hub/index.ts', api: DEV_HUB },
  { subpath: './assets', built: './dist/assets/index.js', source: 'assets/index.ts', api: BROWSER },
  { subpath: './bundle', built: './dist/browser/ux-datatables.js', source: 'assets/browser.ts', api: BUNDLE },
];

/** The names a source file exports, read from its syntax; `export *` is followed into relative files. */
function exportedNames(file: string): Api & { wholesale: string[] } {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.ES2022, true);
  const values = new Set<string>();
  const types = new Set<string>();
  const wholesale: string[] = [];
  const exported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause === undefined) {
        const target = (statement.moduleSpecifier as ts.StringLiteral).text;
        wholesale.push(target);
        const inner = exportedNames(join(dirname(file), target).replace(/\.js$/, '.ts'));
        inner.values.forEach((name) => values.add(name));
        inner.types.forEach((name) => types.add(name));
        continue;
      }
      if (!ts.isNamedExports(clause)) throw new Error(`${file}: \`export * as ${clause.name.text}\` is not listed by name`);
      for (const element of clause.elements) {
        (statement.isTypeOnly || element.isTypeOnly ? types : values).add(element.name.text);
      }
    } else if (exported(statement)) {
      if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) types.add(statement.name.text);
      else if (ts.isVariableStatement(statement)) statement.declarationList.declarations.forEach((d) => values.add(d.name.getText(source)));
      else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) values.add(statement.name.text);
      else throw new Error(`${file}: an export this spec cannot read: ${statement.getText(source).slice(0, 80)}`);
    }
  }
  return { values: [...values].sort(), types: [...types].sort(), wholesale };
}

/** What changed between the listed API and the one a file exports, by kind. */
function difference(listed: Api, actual: Api): Record<string, string[]> {
  const minus = (a: string[], b: string[]) => a.filter((name) => !b.includes(name)).sort();
  return {
    'values added': minus(actual.values, listed.values),
    'values removed': minus(listed.values, actual.values),
    'types added': minus(actual.types, listed.types),
    'types removed': minus(listed.types, actual.types),
  };
}

const NO_CHANGE = { 'values added': [], 'values removed': [], 'types added': [], 'types removed': [] };

describe('the public API', () => {
  for (const { subpath, source, api } of ENTRY_POINTS) {
    describe(`@vendor/ux-datatables${subpath === '.' ? '' : subpath.slice(1)} (${source})`, () => {
      it('exports exactly the names listed in this spec', () => {
        const changes = difference(api, exportedNames(source));
        expect(changes, `${source} changed its public API: if on purpose, list the names in spec/architecture/public-api.spec.ts and say so in CHANGELOG.md`)
          .to.deep.equal(NO_CHANGE);
      });

      it('lists its exports by name, with no name twice', () => {
        const { values, types, wholesale } = exportedNames(source);
        // The bundle is the browser API plus the application it started, so it re-exports assets/index.ts whole.
        expect(wholesale, 'export * hides what is public').to.deep.equal(source === 'assets/browser.ts' ? ['./index.js'] : []);
        expect(values.filter((name) => types.includes(name))).to.deep.equal([]);
      });
    });
  }

  it('has an entry here for every code entry point of package.json `exports`, and no other', () => {
    const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, string | Record<string, string>> };
    const code = Object.entries(exports)
      .map(([subpath, target]) => [subpath, typeof target === 'string' ? target : target.default] as const)
      .filter(([, target]) => target.endsWith('.js'));
    expect(code).to.deep.equal(ENTRY_POINTS.map(({ subpath, built }) => [subpath, built]));
  });

  it('gives at run time exactly the values listed (the server entry points)', async () => {
    for (const { source, api } of ENTRY_POINTS.filter((entry) => entry.source.startsWith('lib/'))) {
      const module = (await import(join(root, source))) as Record<string, unknown>;
      expect(Object.keys(module).sort(), source).to.deep.equal([...api.values].sort());
    }
  });

  it('tells an added and a removed name apart, by kind', () => {
    const listed: Api = { values: ['Action', 'Actions'], types: ['Row'] };
    const actual: Api = { values: ['Action', 'TableTokens'], types: ['Row', 'Actions'] };
    expect(difference(listed, actual)).to.deep.equal({
      'values added': ['TableTokens'],
      'values removed': ['Actions'],
      'types added': ['Actions'],
      'types removed': [],
    });
  });
});
