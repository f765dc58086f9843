import type { Messages } from '../types';

/** shared's French texts (fr), every feature's: loaded only for a visitor shown French (loadLocale). */
export default {} satisfies Messages;
