import type { Messages } from '@careers/shared/i18n/types';

// What a text shows, placeholders and ICU arguments aside: the words a label must repeat.
const shownWords = (text: string) => text.replace(/%\(\w+\)s|\{[^{}]*\}/g, '\u0000').split('\u0000').map((part) => part.trim()).filter(Boolean);

/**
 * WCAG 2.5.3 (label in name) across a catalogue: where English gives a control a spoken name (`<key>Label`, 'Withdraw
 * application for Nurse') that holds its visible text (`<key>`, 'Withdraw application'), a translation's spoken name must
 * hold its own visible text too, word for word, so a speech-input user can say what they see. Checked where both
 * texts are translated; case is not compared.
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
    if (!shownWords(shown).every((words) => lower.includes(words.toLocaleLowerCase(locale)))) {
      gaps.push(`${labelKey}: "${label}" does not say "${shown}"`);
    }
  }
  return gaps;
}
