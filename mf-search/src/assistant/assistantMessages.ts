import { registerCatalogue } from '@careers/shared/i18n';

/** The assistant toggle's text, registered on import (the panel's texts travel with the panel). */
const assistantMessages = {
  en: { 'assistant.toggle': 'Ask our assistant', 'assistant.notReady': 'Getting ready, one moment' },
} as const;

for (const [locale, messages] of Object.entries(assistantMessages)) registerCatalogue(locale, messages);
