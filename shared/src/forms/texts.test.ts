import { formatMessage } from '@careers/shared/i18n';
import { ruleMessage } from './rules/messages';
import { requiredMessage } from './rules/requiredMessage';
import { validateItem } from './rules/validateItem';
import { FORM_TEXTS } from './texts';

const text = (key: string, values: Record<string, string | number>) => formatMessage(FORM_TEXTS[key] as string, values, 'en');

test("the toolkit's counts read in the singular for one (issue 24 item 12)", () => {
  expect(text('forms.newQuestions', { count: 1 })).toBe('1 new question');
  expect(text('forms.newQuestions', { count: 2 })).toBe('2 new questions');
  expect(text('forms.errorsFound', { errorCount: 1 })).toBe('1 error found');
  expect(text('forms.errorsFound', { errorCount: 2 })).toBe('2 errors found');
  expect(text('forms.showMoreLabel', { count: 1 })).toBe('Show 1 more skill');
  expect(text('forms.showMoreLabel', { count: 2 })).toBe('Show 2 more skills');
});

test('validation messages with a count read in the singular for one', () => {
  expect(ruleMessage('minItems', { count: 1 })).toBe('Add at least 1 item.');
  expect(ruleMessage('minItems', { count: 2 })).toBe('Add at least 2 items.');
  expect(ruleMessage('maxItems', { count: 1 })).toBe('Add no more than 1 item.');
  expect(ruleMessage('maxItems', { count: 2 })).toBe('Add no more than 2 items.');
  expect(ruleMessage('minFiles', { count: 1 })).toBe('Upload at least 1 file.');
  expect(ruleMessage('minFiles', { count: 2 })).toBe('Upload at least 2 files.');
  expect(ruleMessage('maxFiles', { count: 1 })).toBe('Upload no more than 1 file.');
  expect(ruleMessage('maxFiles', { count: 2 })).toBe('Upload no more than 2 files.');
  expect(ruleMessage('minLength', { count: 1 })).toBe('Enter at least 1 character.');
  expect(ruleMessage('minLength', { count: 2 })).toBe('Enter at least 2 characters.');
  expect(ruleMessage('maxLength', { count: 1 })).toBe('Enter no more than 1 character.');
  expect(ruleMessage('maxLength', { count: 2 })).toBe('Enter no more than 2 characters.');
});

test("validation messages are in the locale given (the browser's page), English by default (the server)", () => {
  expect(ruleMessage('minFiles', { count: 1 }, 'es')).toBe('Sube al menos 1 archivo.');
  expect(ruleMessage('minFiles', { count: 3 }, 'es')).toBe('Sube al menos 3 archivos.');
  expect(ruleMessage('minFiles', { count: 3 })).toBe('Upload at least 3 files.');
  expect(requiredMessage('Nombre:', 'es')).toBe('Nombre es obligatorio');
  expect(requiredMessage('Nombre:')).toBe('Nombre is required');
  expect(validateItem({ name: 'ssn', label: 'SSN', type: 'ssn' }, '123', {}, { locale: 'es' })).toBe(
    'El número de la seguridad social no es válido. Escríbelo con el formato XXX-XX-XXXX.',
  );
  expect(validateItem({ name: 'n', label: 'N', type: 'number' }, 'x', {}, { locale: 'es' })).toBe('Introduce un valor válido.');
  expect(validateItem({ name: 'ssn', label: 'SSN', type: 'ssn' }, '123', {})).toBe('Social security number is invalid. Enter in the format of XXX-XX-XXXX.');
});
