import { registerCatalogue, useI18n } from '@careers/shared/i18n';
import { shellMessages } from './shellMessages';

// Registered on first import, so every component that speaks the shell's texts has them,
// in the page and in a test alike.
for (const [locale, messages] of Object.entries(shellMessages)) registerCatalogue(locale, messages);

/** The translator, with the shell's catalogue loaded. */
export const useShellI18n = useI18n;
