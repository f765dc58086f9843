import type { IntlMessageFormat } from 'intl-messageformat';

/** An ICU syntax tree, as IntlMessageFormat takes it instead of a text (the parser's type is not re-exported). */
type MessageFormatElement = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>[number];

// One registry per page, whichever bundle's copy of this module registers or reads: the shell, a remote and an
// embedded widget may each carry their own copy (the build imports this file by path), and a text compiled in
// one of them must be found by the formatter of another.
const KEY = Symbol.for('careers.compiledMessages');
type Registry = Map<string, MessageFormatElement[]>;
const holder = globalThis as typeof globalThis & { [KEY]?: Registry };
const registry: Registry = (holder[KEY] ??= new Map());

/** Adds ICU syntax trees made at build time (shared/precompileMessagesLoader.cjs), by the text they were parsed from. */
export function registerCompiledMessages(trees: Record<string, MessageFormatElement[]>): void {
  for (const [text, tree] of Object.entries(trees)) registry.set(text, tree);
}

/** The build-time syntax tree of an ICU text (placeholders written as `{name}`), if the build compiled it. */
export function compiledMessage(text: string): MessageFormatElement[] | undefined {
  return registry.get(text);
}
