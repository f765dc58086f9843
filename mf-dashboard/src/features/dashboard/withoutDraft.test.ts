import { draft } from '../../testing/dashboardFixtures';
import { neighbourOfDraft, withoutDraft } from './withoutDraft';

const list = { data: { openDraftApplications: [draft(21, 'Designer'), draft(22, 'Writer')], closedDraftApplications: [draft(23, 'Old role', true)] } };
const names = (data: typeof list | undefined) => data && [data.data.openDraftApplications, data.data.closedDraftApplications].map((g) => g.map((d) => d.position.name));

test('a deleted draft leaves its group, open or closed, and the others stay in order', () => {
  expect(names(withoutDraft(list, 21))).toEqual([['Writer'], ['Old role']]);
  expect(names(withoutDraft(list, 23))).toEqual([['Designer', 'Writer'], []]);
  expect(withoutDraft(undefined, 21)).toBeUndefined();
});

test("the focus goes to the next draft of the same group, the previous one after the last, none when it was alone", () => {
  expect(neighbourOfDraft(list, 21)?.position.name).toBe('Writer');
  expect(neighbourOfDraft(list, 22)?.position.name).toBe('Designer');
  expect(neighbourOfDraft(list, 23)).toBeUndefined();
});
