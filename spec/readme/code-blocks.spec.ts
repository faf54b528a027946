import { dirname, join } from 'node:path';
import { expect } from 'chai';
import ts from 'typescript';
import { manualFiles, manualLines, ROOT } from '../support/manual.js';

// Every ```ts / ```typescript block of the manual (README.md and the chapters, docs/**/*.md) is
// compiled, as it is written, against the library's own sources (`@vendor/ux-datatables` and its
// subpaths mapped to lib/ and assets/ through `paths`), with the options of the first table's
// tsconfig.json. The manual is the user's: what it shows compiles.
//
// A block that is not a whole module says what surrounds it in an HTML comment on the line just before
// its fence (GitHub does not show it):
//
//   <!-- ts-check
//   import type { Express } from 'express';
//   declare const app: Express;
//   -->
//
// The comment's code comes first and the block after it; where the block belongs inside the code (a
// method of a class), `{block}` marks the place. A block preceded by `` `books.ts`, ... `` is the file of
// that name (the first table's files import each other; the named files of one Markdown file share a
// folder); the others are modules of their own. `<!-- ts-check: at <folder> -->` just before a block
// places it in that folder of the repository, its relative imports resolving there (a file that
// `make:datatable` writes into examples/tables/ imports ../entities/Book.js). A block may be left unchecked only with
// `<!-- ts-check: exempt <reason> -->`; the spec lists the exemptions.

const root = ROOT;
/** Where the blocks pretend to live: inside the package, so `express`, `@mikro-orm/*` resolve from its node_modules. */
const BLOCKS = join(root, 'readme-blocks');
/** The ts/typescript blocks the README had when the manual moved into docs/ (issue 28): none may be lost. */
const BLOCKS_BEFORE_THE_SPLIT = 17;

/** The folder of a Markdown file's blocks: the README's directly in BLOCKS (its first table's files). */
const folderOf = (doc: string) => (doc === 'README.md' ? BLOCKS : join(BLOCKS, doc.replace(/\.md$/, '')));

/** One checked block: its file, its code with what surrounds it, and where the block's own lines start. */
interface Block {
  /** The Markdown file of the manual it is written in (`README.md`, `docs/forms.md`). */
  doc: string;
  /** The line of `doc` of the block's first line of code (1-based). */
  line: number;
  file: string;
  source: string;
  /** The line of `source` (0-based) that is the block's first line. */
  offset: number;
  /** Lines of the block, to tell the block's own lines from the comment's. */
  length: number;
}

interface Exemption {
  doc: string;
  line: number;
  reason: string;
}

/** The TypeScript blocks of every Markdown file of the manual, and those exempted. */
function manualBlocks(): { blocks: Block[]; exemptions: Exemption[] } {
  const found = manualFiles().map(markdownBlocks);
  return { blocks: found.flatMap(({ blocks }) => blocks), exemptions: found.flatMap(({ exemptions }) => exemptions) };
}

/** The TypeScript blocks of one Markdown file of the manual, and those exempted. */
function markdownBlocks(doc: string): { blocks: Block[]; exemptions: Exemption[] } {
  const lines = manualLines(doc);
  const blocks: Block[] = [];
  const exemptions: Exemption[] = [];
  let label = '';
  let context: string[] | null = null;
  let exempt: string | null = null;
  let place: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^(\s*)```(\w*)\s*$/.exec(line);
    if (!fence) {
      const marker = /^\s*<!-- ts-check(:?)(.*)$/.exec(line);
      if (marker) {
        const inline = marker[2].trim();
        if (inline.startsWith('exempt')) {
          exempt = inline.replace(/^exempt\s*/, '').replace(/\s*-->$/, '').trim();
          if (exempt === '') throw new Error(`${doc}:${i + 1}: an exemption needs a reason`);
          continue;
        }
        if (inline.startsWith('at ')) {
          place = inline.replace(/^at\s+/, '').replace(/\s*-->$/, '').trim();
          continue;
        }
        const end = lines.findIndex((next, index) => index >= i && next.includes('-->'));
        context = lines.slice(i + 1, end);
        i = end;
        continue;
      }
      if (line.trim() !== '') {
        label = line;
        context = null;
        exempt = null;
        place = null;
      }
      continue;
    }
    const [, indent, language] = fence;
    const end = lines.findIndex((next, index) => index > i && next.trim() === '```');
    if (end === -1) throw new Error(`${doc}:${i + 1}: the code block never ends`);
    if (language === 'ts' || language === 'typescript') {
      const code = lines.slice(i + 1, end).map((text) => text.slice(indent.length));
      if (exempt !== null) exemptions.push({ doc, line: i + 1, reason: exempt });
      else blocks.push(toBlock(doc, i + 2, code, context, /^`([\w./-]+\.ts)`/.exec(label.trim())?.[1], place));
    }
    i = end;
    label = '';
    context = null;
    exempt = null;
    place = null;
  }
  return { blocks, exemptions };
}

/** The block with its comment's code around it, as a file. */
function toBlock(doc: string, line: number, code: string[], context: string[] | null, file: string | undefined, place: string | null): Block {
  const name = join(place === null ? folderOf(doc) : join(root, place), file ?? `readme-block-line-${line}.ts`);
  if (!context) return { doc, line, file: name, source: code.join('\n'), offset: 0, length: code.length };
  const at = context.findIndex((text) => text.trim() === '{block}');
  const before = at === -1 ? context : context.slice(0, at);
  const after = at === -1 ? [] : context.slice(at + 1);
  return { doc, line, file: name, source: [...before, ...code, ...after].join('\n'), offset: before.length, length: code.length };
}

/** The compiler options of the README's tsconfig.json, with the package's names mapped to its sources. */
function compilerOptions(): ts.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    moduleDetection: ts.ModuleDetectionKind.Force,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
    paths: {
      '@vendor/ux-datatables': [join(root, 'lib/index.ts')],
      '@vendor/ux-datatables/database': [join(root, 'lib/database/index.ts')],
      '@vendor/ux-datatables/dev-hub': [join(root, 'lib/realtime/hub/index.ts')],
      '@vendor/ux-datatables/assets': [join(root, 'assets/index.ts')],
    },
  };
}

/** The errors of the blocks, each as `<file>:<line>: <message>` (`README.md:12: ...`, `docs/forms.md:40: ...`). */
function compile(blocks: Block[]): string[] {
  const options = compilerOptions();
  const files = new Map(blocks.map((block) => [block.file, block]));
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => {
    const block = files.get(name);
    return block ? ts.createSourceFile(name, block.source, version, true) : getSourceFile(name, version, ...rest);
  };
  host.fileExists = (name) => files.has(name) || fileExists(name);
  const directoryExists = host.directoryExists?.bind(host);
  const folders = new Set(blocks.map((block) => dirname(block.file)));
  host.directoryExists = (name) => folders.has(name) || (directoryExists?.(name) ?? true);
  host.readFile = (name) => files.get(name)?.source ?? readFile(name);
  const program = ts.createProgram([...files.keys()], options, host);
  const errors: string[] = [];
  for (const block of blocks) {
    const source = program.getSourceFile(block.file)!;
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    for (const diagnostic of diagnostics) {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      const at = diagnostic.start === undefined ? 0 : source.getLineAndCharacterOfPosition(diagnostic.start).line;
      const inBlock = at >= block.offset && at < block.offset + block.length;
      const where = inBlock ? `${block.doc}:${block.line + at - block.offset}` : `${block.doc}:${block.line} (in its ts-check comment)`;
      errors.push(`${where}: TS${diagnostic.code}: ${message}`);
    }
  }
  return errors;
}

describe('The manual: every TypeScript block (README.md, docs/**/*.md)', function () {
  this.timeout(60_000);
  const { blocks, exemptions } = manualBlocks();

  it('finds the blocks: the first table and the rest, in the README and the chapters', () => {
    expect(blocks.length + exemptions.length).to.be.at.least(BLOCKS_BEFORE_THE_SPLIT);
    expect(blocks.map((block) => block.file)).to.include.members(['books.ts', 'app.ts', 'server.ts'].map((file) => join(BLOCKS, file)));
    expect(new Set(blocks.map((block) => block.doc)).size, 'Markdown files with TypeScript blocks').to.be.greaterThan(5);
  });

  it('compiles against the library, as written', () => {
    const errors = compile(blocks);
    expect(errors, `\n${errors.join('\n')}\n`).to.deep.equal([]);
  });

  it('reports an error at its file and line, in the block or in its ts-check comment', () => {
    const wrong: Block[] = [
      { doc: 'README.md', line: 100, file: join(BLOCKS, 'wrong.ts'), source: "declare const n: number;\nconst s: string = n;", offset: 1, length: 1 },
      { doc: 'docs/forms.md', line: 200, file: join(BLOCKS, 'docs/forms/wrong-comment.ts'), source: 'const x: string = 1;\nexport {};', offset: 1, length: 1 },
    ];
    const errors = compile(wrong);
    expect(errors).to.have.length(2);
    expect(errors[0]).to.match(/^README\.md:100: TS2322: Type 'number' is not assignable to type 'string'/);
    expect(errors[1]).to.match(/^docs\/forms\.md:200 \(in its ts-check comment\): TS2322/);
  });

  it(`exempts none but those listed, each with its reason (${exemptions.length} now)`, () => {
    for (const { doc, line, reason } of exemptions) console.log(`      ${doc}:${line} exempted: ${reason}`);
    expect(exemptions.map(({ line }) => line)).to.have.length.at.most(1);
  });
});
