import { spokenNameGaps } from './spokenNames';

test("a translated control's spoken name must say its visible words, as English's does (WCAG 2.5.3)", () => {
  const english = { 'a.view': 'View offer', 'a.viewLabel': 'View offer for %(position)s', 'b.close': 'Close', 'b.closeLabel': 'Dismiss the banner' };
  expect(spokenNameGaps(english, { 'a.view': 'Jobangebot ansehen', 'a.viewLabel': 'Jobangebot für %(position)s ansehen' }, 'de')).toEqual([
    'a.viewLabel: "Jobangebot für %(position)s ansehen" does not say "Jobangebot ansehen"',
  ]);
  expect(spokenNameGaps(english, { 'a.view': 'Jobangebot ansehen', 'a.viewLabel': 'Jobangebot ansehen: %(position)s' }, 'de')).toEqual([]);
  // Written without a space (Thai), the visible words are part of a longer word, which axe does not accept.
  // Words are told apart as axe tells them (Unicode word rules, Thai by dictionary): 'ถอนใบสมัครตำแหน่ง' runs the
  // visible 'ถอนใบสมัคร' into one more word, which axe flagged on the Thai dashboard.
  expect(spokenNameGaps(english, { 'a.view': 'ถอนใบสมัคร', 'a.viewLabel': 'ถอนใบสมัครตำแหน่ง %(position)s' }, 'th')).toHaveLength(1);
  expect(spokenNameGaps(english, { 'a.view': 'ถอนใบสมัคร', 'a.viewLabel': 'ถอนใบสมัคร: %(position)s' }, 'th')).toEqual([]);
  // Japanese runs words together too, and they are still its words.
  expect(spokenNameGaps(english, { 'a.view': 'オファーを表示', 'a.viewLabel': '%(position)sのオファーを表示' }, 'ja')).toEqual([]);
  // English's own label does not repeat its visible text there: nothing is asked of a translation.
  expect(spokenNameGaps(english, { 'b.close': 'Schließen', 'b.closeLabel': 'Banner ausblenden' }, 'de')).toEqual([]);
});
