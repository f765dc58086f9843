import { registerCatalogue } from '../../i18n/registry';

/** English texts of the e-sign frame's loading and failure states, registered as English like FORM_TEXTS. */
const ESIGN_FRAME_TEXTS: Record<string, string> = {
  'forms.esign.loading': 'Loading the document…',
  'forms.esign.failed': 'The document could not be loaded.',
  'forms.esign.failedHelp':
    'Check your connection and try again, or open the document in a new tab. If it still does not load, contact the company that sent you this form.',
  'forms.esign.retry': 'Try again',
  'forms.esign.openInNewTab': 'Open the document in a new tab',
  'forms.esign.notShowing': 'Document not showing?',
};

registerCatalogue('en', ESIGN_FRAME_TEXTS);
