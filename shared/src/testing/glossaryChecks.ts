import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Messages } from '@careers/shared/i18n/types';

/**
 * A locale's names for the product's own terms (shared/src/i18n/glossaries/<locale>.json), so a translator writes
 * 'offer' or 'job alert' the same way on every page and in every e-mail. `forms` are what a text using the term
 * must contain (a stem or the inflected forms: Polish 'ofert' covers oferta, oferty, ofertę); `except` names the
 * keys that rightly say it otherwise, each with its reason.
 */
export type Glossary = {
  locale: string;
  terms: ReadonlyArray<{ en: string; term: string; forms: readonly string[]; note?: string }>;
  except?: Readonly<Record<string, string>>;
};

/** The product's terms every glossary names (the issue's own list): a glossary without one of them is incomplete. */
export const GLOSSARY_TERMS = ['offer', 'application', 'saved search', 'job alert'] as const;

const GLOSSARY_DIR = join(__dirname, '..', 'i18n', 'glossaries');

/** The glossaries on disk, by locale. */
export function glossaries(dir = GLOSSARY_DIR): Record<string, Glossary> {
  const found: Record<string, Glossary> = {};
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    found[name.slice(0, -5)] = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Glossary;
  }
  return found;
}

// The English term as a word, singular or plural, in any case ('Job alerts', 'offer'; not 'offered', 'offering').
const englishTerm = (term: string) => new RegExp(`\\b${term.replace(/ /g, '\\s+')}(s|es)?\\b`, 'i');

// ICU's syntax is not the text: a plural's keywords and argument names would otherwise count as words.
const wordsOf = (text: string) => text.replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/g, '{').replace(/%\(\w+\)s|\{\w+\}/g, ' ');

/**
 * Where a catalogue does not use its glossary: a text whose English uses a term while the translation has none of
 * the term's forms ('offers.title: "Propozycje" lacks offer (ofert)'), and a glossary without one of the product's
 * terms. Only the catalogue's own keys are read, so each package checks its own texts against the one glossary.
 */
export function glossaryGaps(english: Messages, translated: Messages, glossary: Glossary): string[] {
  const gaps: string[] = [];
  for (const term of GLOSSARY_TERMS) if (!glossary.terms.some((entry) => entry.en === term)) gaps.push(`glossary has no '${term}'`);
  for (const [key, text] of Object.entries(translated)) {
    const source = english[key];
    if (source === undefined || Object.hasOwn(glossary.except ?? {}, key)) continue;
    const words = wordsOf(text).toLocaleLowerCase(glossary.locale);
    for (const entry of glossary.terms) {
      if (!englishTerm(entry.en).test(wordsOf(source))) continue;
      if (!entry.forms.some((form) => words.includes(form.toLocaleLowerCase(glossary.locale)))) {
        gaps.push(`${key}: "${text}" lacks ${entry.en} (${entry.forms.join(', ')})`);
      }
    }
  }
  return gaps;
}
