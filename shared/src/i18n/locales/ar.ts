import type { Messages } from '../types';

/** shared's Arabic texts (ar), every feature's: loaded only for a visitor shown Arabic (loadLocale). */
export default {} satisfies Messages;
