import { registerCatalogue } from '@careers/shared/i18n';

/** Texts of the job page's 'You applied' state (issue 13), registered on import. */
const appliedMessages = {
  en: {
    'details.youApplied': 'You applied',
    'details.applicationStatus': 'Status: %(status)s',
    'details.followApplication': 'Follow your application',
  },
  es: {
    'details.youApplied': 'Te postulaste',
    'details.applicationStatus': 'Estado: %(status)s',
    'details.followApplication': 'Sigue tu postulación',
  },
};

registerCatalogue('en', appliedMessages.en);
registerCatalogue('es', appliedMessages.es);
