import { spokenNameGaps } from './spokenNames';

test("a translated control's spoken name must say its visible words, as English's does (WCAG 2.5.3)", () => {
  const english = { 'a.view': 'View offer', 'a.viewLabel': 'View offer for %(position)s', 'b.close': 'Close', 'b.closeLabel': 'Dismiss the banner' };
  expect(spokenNameGaps(english, { 'a.view': 'Jobangebot ansehen', 'a.viewLabel': 'Jobangebot für %(position)s ansehen' }, 'de')).toEqual([
    'a.viewLabel: "Jobangebot für %(position)s ansehen" does not say "Jobangebot ansehen"',
  ]);
  expect(spokenNameGaps(english, { 'a.view': 'Jobangebot ansehen', 'a.viewLabel': 'Jobangebot ansehen: %(position)s' }, 'de')).toEqual([]);
  // English's own label does not repeat its visible text there: nothing is asked of a translation.
  expect(spokenNameGaps(english, { 'b.close': 'Schließen', 'b.closeLabel': 'Banner ausblenden' }, 'de')).toEqual([]);
});
