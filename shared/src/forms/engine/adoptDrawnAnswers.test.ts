import { adoptDrawnAnswers } from './adoptDrawnAnswers';

// What a widget's onChange would receive: every input, change and click event the form sees, with what the control
// then holds. (The whole takeover, with React's handlers and the answers sent: mf-forms' applyAnswersBeforeTakeover.test.tsx.)
function formOf(html: string) {
  const element = document.createElement('form');
  element.innerHTML = html;
  document.body.append(element);
  const heard: string[] = [];
  for (const type of ['input', 'change', 'click']) {
    element.addEventListener(type, (event) => {
      const control = event.target as HTMLInputElement;
      heard.push(`${type} ${control.name}=${control.type === 'checkbox' || control.type === 'radio' ? `${control.value}:${control.checked}` : control.value}`);
    });
  }
  const control = <T extends HTMLElement = HTMLInputElement>(selector: string) => element.querySelector(selector) as unknown as T;
  return { element, heard, control };
}

afterEach(() => document.body.replaceChildren());

/** Reads the changed controls and gives their answers back, as DrawnAnswers does in two steps. */
function adopt(element: HTMLFormElement): string[] {
  const { names, giveBack } = adoptDrawnAnswers(element.elements);
  giveBack();
  return names;
}

test('text typed before the takeover, into an empty field or over an answer drawn from the profile, is typed again for the widgets', () => {
  const { element, heard, control } = formOf('<input name="first" value=""><textarea name="note"></textarea><input name="last" type="text" value="Rivera"><input name="city" value="Lyon">');
  control('[name="first"]').value = 'Robin';
  control<HTMLTextAreaElement>('[name="note"]').value = 'Two\nlines';
  control('[name="last"]').value = 'Rivera-Lopez';
  expect(adopt(element)).toEqual(['first', 'note', 'last']);
  expect(heard).toEqual(['input first=Robin', 'input note=Two\nlines', 'input last=Rivera-Lopez']);
  // The controls hold the answers, and React's drawn value stays the attribute (the change is seen as one).
  expect(control('[name="last"]').value).toBe('Rivera-Lopez');
  expect(control('[name="last"]').defaultValue).toBe('Rivera');
});

test('a chosen radio, a ticked or unticked box, a picked list entry, a number and a date are given to their widgets too', () => {
  const { element, heard, control } = formOf(
    '<input type="radio" name="auth" value="yes"><input type="radio" name="auth" value="no" checked>' +
      '<input type="checkbox" name="consent"><input type="checkbox" name="news" checked>' +
      '<select name="source"><option value="">Select</option><option value="board">Job board</option></select>' +
      '<input type="number" name="salary" value=""><input type="date" name="start" value="">',
  );
  control('[name="auth"][value="yes"]').checked = true;
  control('[name="consent"]').checked = true;
  control('[name="news"]').checked = false;
  control<HTMLSelectElement>('[name="source"]').value = 'board';
  control('[name="salary"]').value = '65000';
  control('[name="start"]').value = '2027-02-01';
  expect(adopt(element)).toEqual(['auth', 'consent', 'news', 'source', 'salary', 'start']);
  expect(heard.filter((line) => !line.startsWith('input ') || line.includes('salary') || line.includes('start'))).toEqual([
    'click auth=yes:true',
    'change auth=yes:true',
    'click consent=on:true',
    'change consent=on:true',
    'click news=on:false',
    'change news=on:false',
    'change source=board',
    'input salary=65000',
    'input start=2027-02-01',
  ]);
  expect(control('[name="auth"][value="yes"]').checked).toBe(true);
  expect(control('[name="auth"][value="no"]').checked).toBe(false);
});

test('controls still as drawn, disabled ones and file pickers are left alone: a form drawn by the browser changes nothing', () => {
  const { element, heard, control } = formOf(
    '<input name="first" value="Ada"><input type="checkbox" name="agree" checked><select name="size"><option value="s">S</option><option value="m" selected>M</option></select>' +
      '<input type="radio" name="pick" value="a" checked><input type="radio" name="pick" value="b"><input name="locked" value="" disabled><input type="file" name="resume">',
  );
  control('[name="locked"]').value = 'typed';
  expect(adopt(element)).toEqual([]);
  expect(heard).toEqual([]);
});
