import { registerCatalogue } from '@careers/shared/i18n';

/** The assistant toggle's text, registered on import (the panel's texts travel with the panel). */
export const assistantMessages = {
  en: { 'assistant.toggle': 'Ask our assistant' },
  es: { 'assistant.toggle': 'Pregunta a nuestro asistente' },
} as const;

for (const [locale, messages] of Object.entries(assistantMessages)) registerCatalogue(locale, messages);
