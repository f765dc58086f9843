import { applyTestApp } from '../testing/applyTestApp';

// Issue 30: the apply page's failures in the page's language (?hl=, else the candidate's saved one …); the English
// of apply.test.ts stays as it was.

const apply = applyTestApp();
const { post, freshPosition, validAnswers } = apply;

test('a refused application says so in Spanish, German and Arabic', async () => {
  const position = await freshPosition();
  const incomplete = await post('/api/pcsx/apply?hl=es', apply.alex, { pid: position.id, values: {}, domain: 'demo.test' });
  expect(incomplete.statusCode).toBe(422);
  expect(incomplete.json().error).toMatchObject({ code: 'invalid_form', message: 'Corrige los campos marcados.' });

  expect((await post('/api/pcsx/apply', apply.alex, { pid: position.id, values: await validAnswers(apply.alex), domain: 'demo.test' })).statusCode).toBe(201);
  const again = await post('/api/pcsx/apply?hl=de', apply.alex, { pid: position.id, values: await validAnswers(apply.alex), domain: 'demo.test' });
  expect(again.statusCode).toBe(409);
  expect(again.json().error).toEqual({ code: 'already_applied', message: 'Sie haben sich bereits auf diese Stelle beworben.' });
  const arabic = await post('/api/pcsx/apply?hl=ar', apply.alex, { pid: position.id, values: await validAnswers(apply.alex), domain: 'demo.test' });
  expect(arabic.json().error.message).toBe('لقد قدّمت بالفعل على هذه الوظيفة.');
});
