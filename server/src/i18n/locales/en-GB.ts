import type { Messages } from '@careers/shared/i18n/types';

/**
 * server's British English texts (en-GB), every feature's: loaded only for a visitor shown British English.
 * Only the texts where British English differs from English (the English catalogue, read through for every other
 * key): 'CV' for the résumé, 'cancelled', 'centre', a job 'basket', 'hyphens' and 'brackets', 'recruitment team'.
 * The same plain, direct register as the English. Terms as in shared/src/i18n/glossaries/en-GB.json.
 */
export default {
  'server.resume.title': '{name} – CV',

  // The account's texts in API answers (issue 30): settings, profile and dashboard (appended by accounttexts).
  'server.profile.experienceWhy': 'Your past titles show which roles you fit, and your exported CV lists them.',
  'server.profile.resumeLabel': 'Upload your CV',
  'server.profile.resumeWhy': 'Reading your CV proposes skills, titles and years of experience for your profile in one step.',
  'server.profile.educationWhy': 'Some roles ask for a degree; your exported CV lists your education.',
  'server.profile.locationWhy': 'Roles are tied to places; your exported CV says where you are based.',
  'server.profile.nameWhy': 'Your name heads your exported CV and signs your offers.',
  'server.dashboard.nextApplied': 'The recruitment team reviews your application. You hear from us either way.',
  'server.resume.notPdfOrDocx': 'The file "{name}" is not a PDF or Word (.docx) document. Upload your CV as a PDF or DOCX file.',
  'server.resume.inflates': 'The file "{name}" holds compressed data that expands far beyond what a CV needs. Save it again as a PDF (or print it to PDF) and upload the new file.',
  'server.resume.stillReading': 'Your previous CV is still being read. Please try again in a few minutes.',
  'server.resume.readersBusy': 'Many CVs are being read right now. Please try again in a few minutes.',
  'server.resume.dataUrl': 'Send the CV content as a data URL ({example}).',
  'server.resume.tooMany': 'You can keep at most {max} CVs. Delete one you no longer need first.',
  'server.resume.notFound': 'CV not found.',
} satisfies Messages;
