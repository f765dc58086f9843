import { registerCatalogue } from '@careers/shared/i18n';

/** The match section's link to the profile (issue 13, H2). Registered on import. */
const matchProfileMessages = {
  en: {
    'details.match.profileHint': 'Match details use the skills and years of experience on your profile.',
    'details.match.profileLink': 'Add skills or upload your resume on your profile',
  },
} as const;

for (const [locale, messages] of Object.entries(matchProfileMessages)) registerCatalogue(locale, messages);
