import { registerCatalogue } from '@careers/shared/i18n';

/** Texts of the assistant's chat panel, loaded with the panel's chunk. */
const assistantPanelMessages = {
  en: {
    'assistant.title': 'Ask our assistant',
    'assistant.close': 'Close assistant',
    'assistant.intro': 'Ask me about our open positions. I answer from this company’s jobs and link every position I mention.',
    'assistant.introApplications': 'You are signed in, so I can also answer about your own applications.',
    'assistant.introCart': 'I also know which positions are in your job cart.',
    'assistant.conversation': 'Conversation',
    'assistant.you': 'You',
    'assistant.bot': 'Assistant',
    'assistant.thinking': 'Thinking…',
    'assistant.error': 'The assistant could not answer.',
    'assistant.retry': 'Retry',
    'assistant.citations': 'Positions mentioned',
    'assistant.inputLabel': 'Your question',
    'assistant.inputHint': 'Enter sends, Shift+Enter starts a new line.',
    'assistant.send': 'Send',
  },
} as const;

for (const [locale, messages] of Object.entries(assistantPanelMessages)) registerCatalogue(locale, messages);
