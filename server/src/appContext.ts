import type { Config } from './config';
import type { Db, Engine } from './db/database';
import type { SessionManager } from './plugins/sessionManager';
import type { EmbedOrigins } from './services/embedOrigins';
import type { OutboxSender } from './services/mail/outboxSender';
import type { BlobStore } from './services/files/blobStore';
import type { NotificationStreams } from './services/notificationStream/notificationStreams';
import type { RemoteRegistry } from './services/remotes';

/** What routes and plugins share: passed explicitly, never reached for through globals. */
export interface AppContext {
  config: Config;
  /** The database, through Kysely (SQLite or PostgreSQL). */
  db: Db;
  engine: Engine;
  /** Whether the database answers, without waiting behind this instance's open transactions (OpenDatabase.ping). */
  pingDatabase: () => Promise<void>;
  remotes: RemoteRegistry;
  sessions: SessionManager;
  /** Other origins allowed to embed widgets and call the API with credentials. */
  embedOrigins: EmbedOrigins;
  /** Uploaded files' bytes (FILES_STORE: a folder or the database). */
  files: BlobStore;
  /** The time in milliseconds since 1970 (Date.now); tests replace it to move time without waiting. */
  now: () => number;
  /** This instance's sender of the outbox (e-mail and announcements, services/mail/outboxSender.ts); tests `drain()` it. */
  outbox: OutboxSender;
  /** The bells' live notification streams this instance holds (issue 33). */
  notificationStreams: NotificationStreams;
}
