import { DEMO_FORMS } from '../../db/demo/demoForms';
import { loadConfig } from '../../config';
import { fileLimitProblems } from './fileLimits';

const defaults = loadConfig({}).uploads;

test('every file a demo form allows can be uploaded with the default limits, all of them before the form is saved', () => {
  expect(DEMO_FORMS.flatMap(({ definition }) => fileLimitProblems(definition, defaults))).toEqual([]);
});

test('a form that allows more than the uploads carry is named, with the limit to raise', () => {
  const onboarding = DEMO_FORMS.find(({ definition }) => definition.id === 'new-hire-onboarding')!.definition;
  expect(fileLimitProblems(onboarding, { ...defaults, maxFileBytes: 4 * 1024 * 1024 })).toEqual([
    `"photoId" of form "new-hire-onboarding" allows files of 5 MB, but UPLOAD_MAX_BYTES is 4194304 bytes.`,
    `"certificates" of form "new-hire-onboarding" allows files of 5 MB, but UPLOAD_MAX_BYTES is 4194304 bytes.`,
  ]);
  expect(fileLimitProblems(onboarding, { ...defaults, pendingFilesPerUploader: 2 })).toEqual([
    'Form "new-hire-onboarding" takes up to 4 files before it is saved, but UPLOAD_PENDING_FILES is 2.',
  ]);
});
