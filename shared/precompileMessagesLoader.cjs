// webpack loader of the browser builds (issue 27): parses the ICU texts of a module at build time, so the page
// needs no ICU parser. formatMessage sent every catalogue text with a `{` through intl-messageformat's parser
// in the browser (the parser and its skeleton parser were ~35 KB of the shell's main.js, compiled and run on
// every page); the browser builds replace that parser with its `no-parser` build (federation.cjs) and format the
// syntax trees this loader appends to the module that holds the texts.
//
// Every string literal of the module that contains `{` and parses as an ICU message with at least one argument
// is compiled, under the text formatMessage gives the parser: its `%(name)s` placeholders written as `{name}`.
// Strings that are not messages (styles, JSON) fail to parse and are left alone.
'use strict';

const path = require('node:path');
const { parseSync } = require('@swc/core');

// The parser intl-messageformat itself uses, so the trees match the formatter that reads them.
const parserPath = require.resolve('@formatjs/icu-messageformat-parser', { paths: [path.dirname(require.resolve('intl-messageformat'))] });
const { parse } = require(parserPath);

/** The text formatMessage hands to the ICU parser when every placeholder has a value. */
const asIcu = (text) => text.replace(/%\((\w+)\)s/g, '{$1}');

/** The module's string literals (and template literals without expressions), in source order. */
function stringsOf(source, filename) {
  const ast = parseSync(source, { syntax: 'typescript', tsx: /\.tsx$/.test(filename) });
  const found = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (node.type === 'StringLiteral') found.push(node.value);
    // A template literal type (`${Section}.${string}`) has `types`, not `expressions`: it is no text of the page.
    if (node.type === 'TemplateLiteral' && node.expressions?.length === 0) found.push(node.quasis.map((q) => q.cooked ?? q.raw).join(''));
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(ast);
  return found;
}

/** Syntax trees of the module's ICU messages, by the text formatMessage parses. */
function compileMessages(source, filename) {
  const compiled = {};
  for (const text of stringsOf(source, filename)) {
    if (!text.includes('{')) continue;
    const icu = asIcu(text);
    if (Object.hasOwn(compiled, icu)) continue;
    let tree;
    try {
      tree = parse(icu);
    } catch {
      continue; // not a message
    }
    // Only literal text means braces that are not ICU (e.g. quoted); such a text still formats from its tree.
    compiled[icu] = tree;
  }
  return compiled;
}

// The registry is one per page whichever bundle's copy registers (compiledMessages.ts keeps it on globalThis),
// so every module imports it by its file, not through the federation share scope.
const REGISTRY = path.join(__dirname, 'src', 'i18n', 'compiledMessages.ts');

module.exports = function precompileMessagesLoader(source) {
  const filename = this.resourcePath;
  if (filename === REGISTRY) return source;
  if (!source.includes('{')) return source;
  const compiled = compileMessages(source, filename);
  if (Object.keys(compiled).length === 0) return source;
  return `${source}\n;import { registerCompiledMessages as __registerCompiledMessages } from ${JSON.stringify(REGISTRY)};\n__registerCompiledMessages(${JSON.stringify(compiled)});\n`;
};

module.exports.compileMessages = compileMessages;
