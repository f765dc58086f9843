import type { Messages } from '../types';

/** shared's Hebrew texts (he), every feature's: loaded only for a visitor shown Hebrew (loadLocale). */
export default {} satisfies Messages;
