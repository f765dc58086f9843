import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Attributes whose value a visitor reads or hears.
const TEXT_ATTRIBUTES = new Set(['label', 'hint', 'title', 'alt', 'placeholder', 'aria-label', 'aria-valuetext', 'aria-description', 'aria-roledescription']);

/** The literal text of a string or template literal (a template's values as '…'). */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
  return null;
}

/** Whether `node` sits in a JSX child expression or a text attribute's value, not as a function's argument. */
function shownByJsx(node: ts.Node): boolean {
  for (let at = node; at.parent; at = at.parent) {
    if (ts.isCallExpression(at.parent) && at.parent.arguments.includes(at as ts.Expression)) return false;
    if (ts.isJsxAttribute(at.parent)) return TEXT_ATTRIBUTES.has(at.parent.name.getText());
    if (ts.isJsxExpression(at) && (ts.isJsxElement(at.parent) || ts.isJsxFragment(at.parent))) return true;
  }
  return false;
}

/**
 * English written into a source instead of read from a catalogue: JSX text, literals a JSX child or a text
 * attribute shows, and anywhere else literals that start a word with a capital (a toast's or a check's sentence).
 * CSS values, ids, keys and operation names are lower case, so they pass. A simple scan, not a parser of prose.
 */
export function englishLiterals(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxText(node) && /[A-Za-z]/.test(node.text)) found.push(node.text.trim());
    const text = literalText(node);
    if (text !== null && /[A-Za-z]/.test(text) && (shownByJsx(node) || /(^|[^A-Za-z])[A-Z][a-z]/.test(text))) found.push(text);
    if (text === null || ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The source files under `dir` (tests, `testing/` and `locales/` aside). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['testing', 'locales'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The English a package's sources write outside its catalogues (modules that register one), as `file: text`,
 * less what `kept` allows by file (relative to `src`) with its reason beside it in the test.
 */
export function englishOutsideCatalogues(src: string, kept: Readonly<Record<string, readonly string[]>> = {}): string[] {
  return sourceFiles(src)
    .filter((file) => !readFileSync(file, 'utf8').includes('registerCatalogue('))
    .flatMap((file) => {
      const allowed = kept[relative(src, file)] ?? [];
      return englishLiterals(readFileSync(file, 'utf8'), file)
        .filter((text) => !allowed.includes(text))
        .map((text) => `${relative(src, file)}: ${text}`);
    });
}
