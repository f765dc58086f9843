import { IntlMessageFormat } from 'intl-messageformat';
import { registerCompiledMessages } from './compiledMessages';
import { formatMessage } from './formatMessage';

// The build's loader (CommonJS, run by webpack in Node): compiles a module's ICU texts at build time.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack loader is a CommonJS file
const { compileMessages } = require('../../precompileMessagesLoader.cjs') as {
  compileMessages: (source: string, filename: string) => Parameters<typeof registerCompiledMessages>[0];
};

const catalogue = `
export const messages = {
  found: '{count, plural, one {# job for “%(query)s”} other {# jobs for “%(query)s”}}',
  es: '{count, plural, one {# empleo} many {# de empleos} other {# empleos}}',
  plain: '%(count)s errors found',
};
export const style = 'a { color: red }';
`;

/** Formats as a browser build does: the ICU parser replaced by one that throws (its no-parser build). */
function withoutParser<T>(run: () => T): T {
  const parse = IntlMessageFormat.__parse;
  IntlMessageFormat.__parse = () => {
    throw new Error("You're trying to format an uncompiled message with react-intl without parser");
  };
  try {
    return run();
  } finally {
    IntlMessageFormat.__parse = parse;
  }
}

it('the build compiles the ICU texts of a module, and they format without a parser as they did with one', () => {
  const compiled = compileMessages(catalogue, 'searchMessages.ts');
  expect(Object.keys(compiled).sort()).toEqual([
    '{count, plural, one {# empleo} many {# de empleos} other {# empleos}}',
    '{count, plural, one {# job for “{query}”} other {# jobs for “{query}”}}',
  ]);
  registerCompiledMessages(compiled);
  const found = '{count, plural, one {# job for “%(query)s”} other {# jobs for “%(query)s”}}';
  const es = '{count, plural, one {# empleo} many {# de empleos} other {# empleos}}';
  const calls = () => [
    formatMessage(found, { count: 2, query: "C# {O'Brien}" }, 'en'),
    formatMessage(found, { count: 1 }, 'en'),
    formatMessage(es, { count: 1_000_000 }, 'es'),
    formatMessage('%(count)s errors found', { count: 3 }, 'en'),
  ];
  const expected = ["2 jobs for “C# {O'Brien}”", '1 job for “%(query)s”', '1.000.000 de empleos', '3 errors found'];
  expect(withoutParser(calls)).toEqual(expected);
  expect(calls()).toEqual(expected);
});

it('a text the build did not compile fails with its name when there is no parser', () => {
  expect(() => withoutParser(() => formatMessage('{count, plural, one {# seat} other {# seats}}', { count: 2 }, 'fr'))).toThrow(
    'The message "{count, plural, one {# seat} other {# seats}}" was not compiled at build time',
  );
});

it('a module with a template literal type builds: the type is no text', () => {
  const source = "export type Path = `${Section}.${string}`;\nexport const texts = { one: '{count, plural, one {# pair} other {# pairs}}' };";
  expect(Object.keys(compileMessages(source, 'themeFields.ts'))).toEqual(['{count, plural, one {# pair} other {# pairs}}']);
});
