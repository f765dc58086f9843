import type { Messages } from '../types';

/** shared's Japanese texts (ja), every feature's: loaded only for a visitor shown Japanese (loadLocale). */
export default {} satisfies Messages;
