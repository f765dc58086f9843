import type { Messages } from '@careers/shared/i18n/types';

// What a text shows, placeholders and ICU arguments aside: the words a label must repeat.
const shownWords = (text: string) => text.replace(/%\(\w+\)s|\{[^{}]*\}/g, '\u0000').split('\u0000').map((part) => part.trim()).filter(Boolean);

// A text as words, the way axe's label-content-name-mismatch compares them: decomposed, everything but letters and
// digits a gap, split by the Unicode word rules (Thai and Chinese by dictionary, as they have no spaces).
const SEGMENTER = new Intl.Segmenter(undefined, { granularity: 'word' });
const wordsOf = (text: string) =>
  [...SEGMENTER.segment(text.normalize('NFKD').replace(/[^\p{L}\p{N}]/gu, ' '))].map((part) => part.segment.trim()).filter(Boolean);

/** Whether `words` occur in `text` one after another, as whole words. */
const saysWords = (text: string, words: string) => {
  const all = wordsOf(text);
  const wanted = wordsOf(words);
  return wanted.length === 0 || all.some((_, at) => wanted.every((word, offset) => all[at + offset] === word));
};

/**
 * WCAG 2.5.3 (label in name) across a catalogue: where English gives a control a spoken name (`<key>Label`, 'Withdraw
 * application for Nurse') that holds its visible text (`<key>`, 'Withdraw application'), a translation's spoken name must
 * hold its own visible text too, word for word, so a speech-input user can say what they see. Checked where both
 * texts are translated, as words of their own; case is not compared.
 * @example spokenNameGaps(en, { 'a.view': 'Ver oferta', 'a.viewLabel': 'Abrir la oferta de %(position)s' }) // ['a.viewLabel: …']
 */
export function spokenNameGaps(english: Messages, translated: Messages, locale: string): string[] {
  const gaps: string[] = [];
  for (const [labelKey, englishLabel] of Object.entries(english)) {
    const shownKey = labelKey.endsWith('Label') ? labelKey.slice(0, -'Label'.length) : undefined;
    const englishShown = shownKey === undefined ? undefined : english[shownKey];
    if (!shownKey || englishShown === undefined || !englishLabel.toLowerCase().includes(englishShown.toLowerCase())) continue;
    const label = translated[labelKey];
    const shown = translated[shownKey];
    if (label === undefined || shown === undefined) continue;
    const lower = label.toLocaleLowerCase(locale);
    if (!shownWords(shown).every((words) => saysWords(lower, words.toLocaleLowerCase(locale)))) {
      gaps.push(`${labelKey}: "${label}" does not say "${shown}"`);
    }
  }
  return gaps;
}
