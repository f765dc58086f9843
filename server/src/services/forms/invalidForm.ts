import { ruleBroken } from '../../domainErrors';

/** Spec/contract text of a refused submission; the fields carry the messages the toolkit shows. */
const INVALID_FORM_MESSAGE = 'Please fix the highlighted fields.';

export const invalidForm = (fields: Record<string, string>) => ruleBroken('invalid_form', INVALID_FORM_MESSAGE, fields);
