// The deletion's words, shown by the settings page before (AccountSettings) and checked and answered by the deletion
// itself: one file both read, so that neither imports the other.

/** The words a candidate types, besides the password, to confirm the deletion. */
export const DELETE_CONFIRMATION = 'DELETE';

/** What stays after a deletion, as the settings page says it before and the answer after. */
export const KEPT_AFTER_DELETION =
  'Offers you signed are kept: the signed documents and the record of how they were signed (when, from which ' +
  'address and browser), because the law requires the company to keep the evidence of an employment contract. ' +
  'They are kept without your name, e-mail or password in your account. Everything else is deleted.';
