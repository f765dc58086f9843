import { ruleBroken, said } from '../../domainErrors';

/**
 * A refused submission: the spec's 'Please fix the highlighted fields.' in the page's language; the fields carry the
 * messages the toolkit shows (its rules' English: the browser checked the same rules in the page's language first).
 */
export const invalidForm = (fields: Record<string, string>) => ruleBroken('invalid_form', said('server.forms.fixFields'), fields);
