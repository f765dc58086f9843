import { registerCatalogue } from '../i18n/registry';

/**
 * English texts of the form toolkit (spec §4, §9 and the labels a widget needs), registered into the page's one
 * catalogue registry as English below, so each locale's file (shared/src/i18n/locales/<locale>.ts) translates them by
 * key like every other text. Texts with a count are ICU plurals (README "Messages: plurals and the i18n layer").
 */
export const FORM_TEXTS: Record<string, string> = {
  'forms.submit': 'Submit',
  'forms.saveDraft': 'Save draft',
  /** On a form the server drew, over its buttons until the page's scripts have taken it over (issue 27). */
  'forms.notReady': 'Getting ready, one moment',
  /** Where the buttons would be, on a form the server drew, in a browser that runs no scripts. */
  'forms.needsScripts': 'Sending this form needs JavaScript. Please enable it and reload the page.',
  'forms.select': 'Select',
  'forms.addItem': 'Add Item',
  'forms.notApplicable': 'Not Applicable',
  'forms.removeEntry': 'Remove %(entry)s',
  'forms.remove': 'Remove',
  'forms.entryTitle': '%(label)s %(index)s',
  'forms.readMore': 'Read more',
  'forms.showFewer': 'Show fewer',
  'forms.showMore': '+%(count)s',
  'forms.showMoreLabel': '{count, plural, one {Show # more skill} other {Show # more skills}}',
  'forms.currentRole': "I'm currently in this role.",
  'forms.startDate': 'Start date',
  'forms.endDate': 'End date',
  'forms.present': 'Present',
  'forms.selectDate': 'Select date',
  'forms.selectTime': 'Select time',
  'forms.monthPlaceholder': 'MM/YYYY',
  /** Spec §5's '1 error found' / '%(errorCount)s errors found' in one ICU text. */
  'forms.errorsFound': '{errorCount, plural, one {# error found} other {# errors found}}',
  'forms.newQuestions': '{count, plural, one {# new question} other {# new questions}}',
  'forms.star.1': 'Poor',
  'forms.star.2': 'Average',
  'forms.star.3': 'Good',
  'forms.star.4': 'Very Good',
  'forms.star.5': 'Excellent',
  'forms.steps': 'Form steps',
  'forms.progress': 'Form progress',
  'forms.chooseFiles': 'Choose files',
  'forms.chooseFile': 'Choose a file',
  'forms.acceptedTypes': 'Accepted: %(types)s',
  'forms.uploadFailed': 'File could not be uploaded',
  'forms.uploadFailedNamed': '%(name)s: %(message)s',
  'forms.uploading': '(uploading…)',
  'forms.removeFile': 'Remove %(name)s',
  'forms.profileFiles': '%(label)s from your profile',
  'forms.profileFile': '%(name)s, uploaded %(date)s',
  'forms.uploadNew': 'Upload a new one',
  'forms.skills.search': 'Search skills',
  'forms.skills.suggested': 'Suggested skills',
  'forms.skills.add': 'Add %(skill)s',
  'forms.skills.remove': 'Remove %(skill)s',
  'forms.skills.selected': 'Selected skills',
  'forms.skills.noResults': 'No matching skills',
  'forms.country': 'Country',
  /** The visible label of a phone question's country select; "Phone country", not a second "Country" beside a country question. */
  'forms.phoneCountry': '%(label)s country',
  'forms.phoneNumber': 'Phone number',
  'forms.loading': 'Loading',
  'forms.edit': 'Edit %(section)s',
  'forms.editShort': 'Edit',
  'forms.done': 'Done',
  'forms.yes': 'Yes',
  'forms.no': 'No',
  'forms.notAnswered': 'Not answered',
  'forms.signed': 'Signed',
  'forms.notSigned': 'Not signed',
  'forms.newBadge': 'New',
  /** Said after the legend of a required group (radio, checkbox, stars, list); the asterisk is only seen. */
  'forms.required': '(required)',
};

registerCatalogue('en', FORM_TEXTS);
