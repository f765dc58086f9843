import type { Messages } from '@careers/shared/i18n';

/**
 * mf-dashboard's British English texts (en-GB), every feature's: loaded only for a visitor shown British English.
 * Only the texts where British English differs from English (the English catalogue, read through for every other
 * key): 'CV' for the résumé, 'cancelled', 'centre', a job 'basket', 'hyphens' and 'brackets', 'recruitment team'.
 * The same plain, direct register as the English. Terms as in shared/src/i18n/glossaries/en-GB.json.
 */
export default {
  // features/dashboard/dashboardMessages.ts
  'dashboard.status.canceled': 'Cancelled',
  'firstRun.resume': 'Upload your CV',

  // features/profile/profileMessages.ts
  'profile.exportLink': 'Export your profile as a PDF CV',
  'profile.resume.heading': 'CV',
  'profile.resume.pick': 'Upload a CV (PDF or DOCX)',
  'profile.resume.confirmTitle': 'Upload this CV?',
  'profile.resume.uploaded': 'CV uploaded',
  'profile.resume.list': 'Your CVs',
  'profile.resume.empty': 'No CVs yet. Upload one above (PDF or DOCX) to fill your profile from it.',
  'profile.review.heading': 'What your CV would change',
  'profile.review.nothing': 'Your CV proposes nothing your profile does not already have.',
  'profile.review.applied': 'Your profile now includes what you chose from your CV',

  // features/exportResume/exportResumeMessages.ts
  'exportResume.heading': 'Export CV',
  'exportResume.intro': 'A PDF CV made from your profile. To change what it says, %(link)s.',
  'exportResume.download': 'Download PDF CV',
  'exportResume.preview': 'CV preview',
} satisfies Messages;
