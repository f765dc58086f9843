// Theme builder texts, British English: the English already writes "colour" and "centre" and has no term British usage changes, so no key differs.
const messages: Record<string, string> = {};

export default messages;
