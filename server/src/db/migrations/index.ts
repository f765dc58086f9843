import { initial } from './001_initial';
import { positionsFts } from './002_positions_fts';
import { embedAndNotificationConfig } from './003_embed_and_notification_config';
import type { Migration } from './types';

/** All migrations, oldest first. Append new ones; never edit or reorder applied ones. */
export const migrations: readonly Migration[] = [initial, positionsFts, embedAndNotificationConfig];
export type { Migration } from './types';
