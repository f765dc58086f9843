import { registerCatalogue } from '@careers/shared/i18n';

/**
 * Texts of /careers/profile (issue 29: out of components, so the locale work translates them by key). Spec §8
 * texts are marked and stay word for word. Other locales fall back to English.
 */
const profileMessages = {
  en: {
    'profile.heading': 'Profile',
    /** Spec §8 "Profile edit": a 422 answer. */
    'profile.editInvalid': 'Invalid request received. Please try again',
    /** Spec §8 "Profile edit": any other failure. */
    'profile.editFailed': 'Something went wrong. Please try again',
    /** Spec §8 "File upload failure". */
    'profile.uploadFailed': 'File could not be uploaded',
    'profile.saved': 'Profile updated',
    'profile.exportLink': 'Export your profile as a PDF resume',

    'profile.completion.heading': 'Your profile is %(percent)s% complete',
    // The heading while the analysis loads, and the progress bar's name.
    'profile.completion.label': 'Profile completion',
    'profile.completion.complete': 'Your profile is complete. Job pages compare it with each role.',
    'profile.completion.missing': 'What is missing, and why it matters for matching',

    'profile.avatar.heading': 'Photo',
    'profile.avatar.alt': 'Your profile photo',
    'profile.avatar.pick': 'Choose a photo (PNG or JPEG)',
    'profile.avatar.remove': 'Remove photo',

    'profile.basics.heading': 'About you',
    'profile.basics.firstName': 'First name',
    'profile.basics.lastName': 'Last name',
    'profile.basics.location': 'Location',
    'profile.basics.years': 'Years of experience',
    'profile.basics.email': 'E-mail: %(email)s (change it in your settings)',
    'profile.basics.save': 'Save',
    // The server's checks, in its words (checkBasics.ts).
    'profile.basics.firstNameMissing': 'Enter your first name.',
    'profile.basics.firstNameTooLong': 'Use at most %(max)s characters for your first name.',
    'profile.basics.lastNameMissing': 'Enter your last name.',
    'profile.basics.lastNameTooLong': 'Use at most %(max)s characters for your last name.',
    'profile.basics.locationTooLong': 'Use at most %(max)s characters for your location.',
    'profile.basics.yearsInvalid': 'Enter your years of experience as a whole number from 0 to %(max)s.',

    'profile.skills.heading': 'Skills',
    // Empty lists say what is empty and what to do (not the spec's bare 'No data found').
    'profile.skills.empty': 'No skills on your profile yet. Add them one by one in the box below: job pages compare them with each role.',
    'profile.skills.removeLabel': 'Remove %(skill)s',
    'profile.skills.field': 'Add a skill',
    'profile.skills.add': 'Add skill',

    // Experience and education: the checks are the server's, in the same words.
    'profile.experience.heading': 'Experience',
    'profile.experience.add': 'Add job',
    'profile.experience.empty': 'No work experience yet. Fill in a job below and choose "Add job".',
    'profile.experience.editForm': 'Edit experience entry',
    'profile.experience.title': 'Job title',
    'profile.experience.titleMissing': 'Enter the job title.',
    'profile.experience.titleTooLong': 'Use at most %(max)s characters for the job title.',
    'profile.experience.company': 'Company',
    'profile.experience.companyMissing': 'Enter the company.',
    'profile.experience.companyTooLong': 'Use at most %(max)s characters for the company.',
    'profile.education.heading': 'Education',
    'profile.education.add': 'Add education',
    'profile.education.empty': 'No education yet. Fill in a degree below and choose "Add education".',
    'profile.education.editForm': 'Edit education entry',
    'profile.education.degree': 'Degree',
    'profile.education.degreeMissing': 'Enter the degree.',
    'profile.education.degreeTooLong': 'Use at most %(max)s characters for the degree.',
    'profile.education.school': 'School',
    'profile.education.schoolMissing': 'Enter the school.',
    'profile.education.schoolTooLong': 'Use at most %(max)s characters for the school.',
    'profile.entry.edit': 'Edit',
    'profile.entry.editLabel': 'Edit %(name)s',
    'profile.entry.remove': 'Remove',
    'profile.entry.removeLabel': 'Remove %(name)s',
    'profile.entry.start': 'Start (YYYY-MM)',
    'profile.entry.end': 'End (YYYY-MM, empty if current)',
    'profile.entry.startInvalid': 'Enter the start date as YYYY-MM or YYYY.',
    'profile.entry.endInvalid': 'Enter the end date as YYYY-MM or YYYY.',
    'profile.entry.endBeforeStart': 'The end date must not be before the start date.',
    'profile.entry.saveChanges': 'Save changes',
    'profile.entry.cancel': 'Cancel',
    // The end of a period that has not ended: 'Mar 2021 – Present'.
    'profile.period.present': 'Present',

    'profile.resume.heading': 'Resume',
    'profile.resume.pick': 'Upload a resume (PDF or DOCX)',
    'profile.resume.confirmTitle': 'Upload this resume?',
    'profile.resume.confirmText':
      '"%(name)s" will be stored with your profile and read for skills, job titles and years of experience. Nothing on your profile changes until you confirm what to take from it.',
    'profile.resume.upload': 'Upload',
    'profile.resume.cancel': 'Cancel',
    'profile.resume.uploaded': 'Resume uploaded',
    'profile.resume.list': 'Your resumes',
    'profile.resume.empty': 'No resumes yet. Upload one above (PDF or DOCX) to fill your profile from it.',
    'profile.resume.review': 'Review proposal',
    'profile.resume.reviewLabel': 'Review proposal: %(name)s',
    'profile.resume.delete': 'Delete',
    'profile.resume.deleteLabel': 'Delete %(name)s',

    'profile.review.heading': 'What your resume would change',
    'profile.review.intro': '%(name)s. Tick what to add to your profile. Nothing you typed is changed unless you tick it.',
    'profile.review.skills': 'Skills to add',
    'profile.review.skillsNow': 'Now: %(skills)s',
    'profile.review.skillsNowNone': 'Now: none',
    'profile.review.jobs': 'Jobs to add',
    'profile.review.years': 'Years of experience',
    'profile.review.yearsSet': 'Set to %(proposed)s',
    'profile.review.yearsChange': 'Change %(current)s to %(proposed)s',
    'profile.review.nothing': 'Your resume proposes nothing your profile does not already have.',
    'profile.review.confirm': 'Add to my profile',
    // Said where the keyboard is when "Add to my profile" finds nothing ticked (nothing is sent).
    'profile.review.nothingTicked': 'Nothing is ticked, so nothing was added. Tick what to add to your profile, or choose "Not now".',
    'profile.review.dismiss': 'Not now',
    'profile.review.applied': 'Your profile now includes what you chose from your resume',
  },
};

registerCatalogue('en', profileMessages.en);
