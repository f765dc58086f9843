import { act, renderHook } from '@testing-library/react';
import type { UploadedFile } from '../rules/types';
import { useFileUploads } from './useFileUploads';

// What the browser hands over from a file input.
const fileList = (...files: File[]) => Object.assign(files, { item: (index: number) => files[index] }) as unknown as FileList;

function setUp(item: Parameters<typeof useFileUploads>[0]['item']) {
  const answers: (UploadedFile[] | undefined)[] = [];
  const onBlur = jest.fn();
  const hook = renderHook(({ value }) => useFileUploads({ item, value, onChange: (next) => answers.push(next), onBlur }), { initialProps: { value: undefined as UploadedFile[] | undefined } });
  return { ...hook, answers, onBlur };
}

it('keeps a refused file as it is, without sending it, and keeps only the first of several when one is the maximum', async () => {
  const { result, answers, onBlur } = setUp({ accept: ['.pdf'], rules: [{ type: 'maxLength', value: 1 }] });
  expect(result.current.multiple).toBe(false);
  await act(() => result.current.pick(fileList(new File(['x'], 'notes.txt'), new File(['%PDF-'], 'cv.pdf'))));
  expect(answers).toHaveLength(1);
  expect(answers[0]).toEqual([expect.objectContaining({ name: 'notes.txt', status: 'done' })]);
  expect(result.current.failures).toEqual([]);
  expect(onBlur).toHaveBeenCalledTimes(1);
});

it('names the file whose upload failed and takes it out of the answer', async () => {
  // No transport provider: the upload cannot be sent.
  const { result, answers } = setUp({ accept: ['.pdf'] });
  await act(() => result.current.pick(fileList(new File(['%PDF-'], 'cv.pdf'))));
  expect(answers[0]).toEqual([expect.objectContaining({ name: 'cv.pdf', status: 'uploading' })]);
  expect(answers.at(-1)).toBeUndefined();
  expect(result.current.failures).toEqual(['cv.pdf: File could not be uploaded']);
});
