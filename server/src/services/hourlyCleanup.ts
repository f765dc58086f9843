import type { Config } from '../config';
import type { Db } from '../db/database';
import { deleteUnconfirmedJobAlerts, pruneJobAlertRequests } from './alerts/jobAlerts';
import type { BlobStore } from './files/blobStore';
import { sweepFiles } from './files/fileCleanup';
import { pruneOutbox } from './mail/outbox';
import { pruneOfferActions } from './offers/idempotency';
import { runOncePerCluster } from './scheduledWork';
import { deleteExpiredSessions } from './sessions';
import { pruneVslog } from './vslog';

export const CLEANUP_EVERY_MS = 60 * 60 * 1000;

export interface CleanupDeps {
  db: Db;
  files: BlobStore;
  config: Pick<Config, 'vslogRetentionDays' | 'vslogMaxRows' | 'uploads'>;
}

/**
 * Deletes expired sessions, old client log lines, offer answers kept for Idempotency-Key replays
 * for over a day, visitors' job alerts nobody confirmed in time, outbox rows sent over a week or failed
 * over 30 days ago (mail/outbox.ts), and uploads no answer uses — once an hour for the
 * whole site, however many instances call it (each does from its own timer). A failing step is
 * reported and does not stop the others; the next hour tries again. Resolves to whether this call
 * did the work (false: another instance is doing it or did it within the hour).
 */
export function hourlyCleanup(deps: CleanupDeps, reportError: (error: unknown, what: string) => void): Promise<boolean> {
  const { files, config } = deps;
  return runOncePerCluster(deps.db, 'hourly clean-up', CLEANUP_EVERY_MS, async () => {
    try {
      await deleteExpiredSessions(deps.db);
      await pruneVslog(deps.db, config.vslogRetentionDays, config.vslogMaxRows);
      await pruneOfferActions(deps.db);
      await deleteUnconfirmedJobAlerts(deps.db, Date.now());
      await pruneJobAlertRequests(deps.db, Date.now());
      await pruneOutbox(deps.db, Date.now());
    } catch (error) {
      reportError(error, 'session and log cleanup failed');
    }
    await sweepFiles(deps.db, files, config.uploads.pendingRetentionHours).catch((error: unknown) => reportError(error, 'file cleanup failed'));
  });
}
