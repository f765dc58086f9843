import { pageOf } from './pageOf';

test('tells the five pages apart by path and query', () => {
  expect(pageOf('/careers/forms/center')).toEqual({ kind: 'center', tab: 'all' });
  expect(pageOf('/careers/forms/center?tab_id=in_progress')).toEqual({ kind: 'center', tab: 'in_progress' });
  expect(pageOf('/careers/forms/center?tab_id=bogus')).toEqual({ kind: 'center', tab: 'all' });
  expect(pageOf('/careers/forms?form_id=tax-information')).toEqual({ kind: 'form', formId: 'tax-information' });
  expect(pageOf('/careers/forms?id=talent-network')).toEqual({ kind: 'form', formId: 'talent-network' });
  expect(pageOf('/careers/forms/')).toEqual({ kind: 'form', formId: null });
  expect(pageOf('/careers/apply?pid=42')).toEqual({ kind: 'apply', pid: 42, isPrivate: false });
  expect(pageOf('/careers/apply/private?pid=42')).toEqual({ kind: 'apply', pid: 42, isPrivate: true });
  expect(pageOf('/careers/onboarding?form_id=employee-information')).toEqual({ kind: 'onboarding', formId: 'employee-information' });
  expect(pageOf('/careers/dashboard')).toEqual({ kind: 'unknown' });
});

test('ids that cannot be ids are read as missing', () => {
  expect(pageOf('/careers/apply?pid=0')).toEqual({ kind: 'apply', pid: null, isPrivate: false });
  expect(pageOf('/careers/apply?pid=12abc')).toEqual({ kind: 'apply', pid: null, isPrivate: false });
  expect(pageOf('/careers/forms?form_id=../secret')).toEqual({ kind: 'form', formId: null });
});
