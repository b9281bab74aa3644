import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { serverDir } from './server-bundle';

/**
 * The server's source read as the compiler reads it, for the tests that hold the module borders
 * (module-borders.test.ts: imports; table-ownership.test.ts: SQL). Tests (*.test.ts) are left out.
 */

export const srcDir = path.join(serverDir, 'src');

export interface SourceFile {
  /** Path from apps/server/src, with forward slashes: 'modules/checkin/completion.ts'. */
  rel: string;
  abs: string;
  /** 'modules/<m>' for a module's files; 'platform', 'db', 'seed', 'adapters/<port>'; 'app' for the files at the root. */
  unit: string;
  ast: ts.SourceFile;
}

export function unitOf(rel: string): string {
  const parts = rel.split('/');
  if (parts.length === 1) return 'app';
  if (parts[0] === 'modules' || parts[0] === 'adapters') return `${parts[0]}/${parts[1]}`;
  return parts[0]!;
}

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(abs, out);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) out.push(abs);
  }
  return out;
}

let cached: SourceFile[] | null = null;

export function serverSource(): SourceFile[] {
  cached ??= walk(srcDir, [])
    .sort()
    .map((abs) => {
      const rel = path.relative(srcDir, abs).split(path.sep).join('/');
      const ast = ts.createSourceFile(abs, readFileSync(abs, 'utf8'), ts.ScriptTarget.Latest, true);
      return { rel, abs, unit: unitOf(rel), ast };
    });
  return cached;
}

export interface ImportEdge {
  from: SourceFile;
  /** The imported file, from apps/server/src ('modules/documents/public.ts'); null outside src (packages, npm). */
  to: string | null;
  specifier: string;
  /** export ... from: the importing file passes the names on. */
  reExport: boolean;
  /** export * from. */
  star: boolean;
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      const rel = path.relative(srcDir, candidate).split(path.sep).join('/');
      return rel.startsWith('..') ? null : rel;
    }
  }
  throw new Error(`${path.relative(srcDir, from)}: cannot resolve ${specifier}`);
}

/** Every import, export ... from and import() of a file. */
export function importsOf(file: SourceFile): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const add = (specifier: string, reExport: boolean, star: boolean) =>
    edges.push({ from: file, to: resolve(file.abs, specifier), specifier, reExport, star });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) add(node.moduleSpecifier.text, false, false);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      add(node.moduleSpecifier.text, true, !node.exportClause);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteralLike(arg)) add(arg.text, false, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(file.ast);
  return edges;
}

/** What a template's ${...} part reads as in stringsOf: a table name built at run time cannot pass for a literal one. */
export const EXPRESSION = '<expr>';

/** The text of every string literal and template in a file. */
export function stringsOf(file: SourceFile): string[] {
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isTemplateExpression(node)) out.push(node.head.text + node.templateSpans.map((s) => EXPRESSION + s.literal.text).join(''));
    ts.forEachChild(node, visit);
  };
  visit(file.ast);
  return out;
}
