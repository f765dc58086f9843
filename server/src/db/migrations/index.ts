import { initial } from './001_initial';
import { positionsFts } from './002_positions_fts';
import { embedAndNotificationConfig } from './003_embed_and_notification_config';
import { searchSupport } from './004_search_support';
import type { Migration } from './types';

/** All migrations, oldest first. Append new ones; never edit or reorder applied ones. */
export const migrations: readonly Migration[] = [initial, positionsFts, embedAndNotificationConfig, searchSupport];
export type { Migration } from './types';
