import { createForm } from 'final-form';
import type { FormValues } from '../rules/types';
import { adoptTypedAnswers } from './adoptTypedAnswers';

function formOf(html: string, initialValues: FormValues) {
  const element = document.createElement('form');
  element.innerHTML = html;
  const form = createForm<FormValues>({ onSubmit: () => undefined, initialValues });
  return { element, form };
}

test("text typed into the server's fields before the takeover becomes the form's answers", () => {
  const { element, form } = formOf('<input name="first" type="text" value=""><textarea name="note"></textarea><input name="mail" type="email" value="">', { first: '', note: '' });
  (element.querySelector('[name="first"]') as HTMLInputElement).value = 'Robin';
  (element.querySelector('[name="note"]') as HTMLTextAreaElement).value = 'Two\nlines';
  expect(adoptTypedAnswers(element, form)).toEqual(['first', 'note']);
  expect(form.getState().values).toEqual({ first: 'Robin', note: 'Two\nlines' });
});

test('fields showing the text they were drawn with, even when it is not the raw answer, and choices are left alone', () => {
  const { element, form } = formOf('<input name="first" type="text" value="Ada"><input name="start" type="text" value="01/2024"><input name="agree" type="checkbox">', { first: 'Ada', start: '2024-01' });
  (element.querySelector('[name="agree"]') as HTMLInputElement).checked = true;
  expect(adoptTypedAnswers(element, form)).toEqual([]);
  expect(form.getState().values).toEqual({ first: 'Ada', start: '2024-01' });
});

test('a field with no answer yet takes what was typed; a widget holding a number is not given text', () => {
  const { element, form } = formOf('<input name="city"><input name="years" type="text" value="7">', { years: 7 });
  (element.querySelector('[name="city"]') as HTMLInputElement).value = 'Lyon';
  (element.querySelector('[name="years"]') as HTMLInputElement).value = '8';
  expect(adoptTypedAnswers(element, form)).toEqual(['city']);
  expect(form.getState().values).toEqual({ city: 'Lyon', years: 7 });
});
