import { registerCatalogue } from '@careers/shared/i18n';

/** Texts of the job page's 'You applied' state (issue 13), registered on import. */
const appliedMessages = {
  en: {
    'details.youApplied': 'You applied',
    'details.applicationStatus': 'Status: %(status)s',
    'details.followApplication': 'Follow your application',
  },
};

registerCatalogue('en', appliedMessages.en);
