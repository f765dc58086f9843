import { ruleBroken, said } from '../../domainErrors';

/**
 * A refused submission: the spec's 'Please fix the highlighted fields.' in the page's language; the fields carry the
 * messages the toolkit shows, in the request's language (the caller passes requestLocale to the rules).
 */
export const invalidForm = (fields: Record<string, string>) => ruleBroken('invalid_form', said('server.forms.fixFields'), fields);
