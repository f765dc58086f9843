import { useI18n } from '@careers/shared/i18n';
// Registers the shell's texts on first import, so every component that speaks them has them, in the page and in a
// test alike.
import './shellMessages';

/** The translator, with the shell's catalogue loaded. */
export const useShellI18n = useI18n;
