import type { Messages } from '../types';

/** shared's German texts (de), every feature's: loaded only for a visitor shown German (loadLocale). */
export default {} satisfies Messages;
