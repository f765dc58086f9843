import { initial } from './001_initial';
import { positionsFts } from './002_positions_fts';
import type { Migration } from './types';

/** All migrations, oldest first. Append new ones; never edit or reorder applied ones. */
export const migrations: readonly Migration[] = [initial, positionsFts];
export type { Migration } from './types';
