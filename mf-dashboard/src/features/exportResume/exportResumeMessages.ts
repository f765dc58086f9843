import { registerCatalogue } from '@careers/shared/i18n';

/**
 * Texts of /careers/export-resume (issue 30); its section headings are the profile's, its empty sections say the
 * spec's 'No data found' (shared.state.empty). The PDF itself is the server's. Other locales: src/i18n/locales/.
 */
const exportResumeMessages = {
  en: {
    'exportResume.heading': 'Export resume',
    // %(link)s is exportResume.editLink, drawn as a link to the profile.
    'exportResume.intro': 'A PDF resume made from your profile. To change what it says, %(link)s.',
    'exportResume.editLink': 'edit your profile',
    'exportResume.download': 'Download PDF resume',
    'exportResume.preview': 'Resume preview',
    'exportResume.years': '{count, plural, one {# year of experience} other {# years of experience}}',
  },
};

registerCatalogue('en', exportResumeMessages.en);
