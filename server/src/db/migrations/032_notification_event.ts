import type { Migration } from './types';

// In-app notifications in the reader's language (issue 30): a notification keeps what happened (the event's type and
// arguments, services/notificationEvents.ts) and its title and message are drawn when it is read, in the language
// and time zone of the page reading it. category_title and message stay written, in English, for the readers of the
// stored text (the data export). Rows from before have no event: they keep showing their stored text.
const column = `
ALTER TABLE notifications ADD COLUMN event_json TEXT;
`;

export const notificationEvent: Migration = {
  version: 32,
  name: 'notification_event',
  sqlite: column,
  postgres: column,
};
