import { DomainError } from '../../domainErrors';
import { UploadSlots, uploadSlotsOf } from './uploadSlots';

const held = () => {
  let release = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
};

test('an address gets its slots and no more; a finished upload frees its slot; other addresses are not affected', async () => {
  const slots = new UploadSlots(2);
  const a = held();
  const b = held();
  const first = slots.run('10.0.0.1', () => a.done);
  const second = slots.run('10.0.0.1', () => b.done);
  await expect(slots.run('10.0.0.1', async () => 'third')).rejects.toMatchObject({ kind: 'too_many', code: 'rate_limited', message: 'Too many uploads at once. Wait for one to finish, then try again.' });
  await expect(slots.run('10.0.0.2', async () => 'other address')).resolves.toBe('other address');
  a.release();
  await first;
  await expect(slots.run('10.0.0.1', async () => 'after one finished')).resolves.toBe('after one finished');
  b.release();
  await second;
});

test('a failed upload frees its slot too', async () => {
  const slots = new UploadSlots(1);
  await expect(slots.run('ip', async () => Promise.reject(new Error('bad file')))).rejects.toThrow('bad file');
  await expect(slots.run('ip', async () => 'next')).resolves.toBe('next');
});

test('every route of one server shares one count (UPLOADS_PER_IP_AT_ONCE is for all uploads together)', async () => {
  const ctx = { config: { uploads: { perIpAtOnce: 1 } } };
  expect(uploadSlotsOf(ctx)).toBe(uploadSlotsOf(ctx));
  expect(uploadSlotsOf(ctx)).not.toBe(uploadSlotsOf({ config: { uploads: { perIpAtOnce: 1 } } }));
  const h = held();
  const resumeUpload = uploadSlotsOf(ctx).run('ip', () => h.done);
  const formFile = uploadSlotsOf(ctx).run('ip', async () => 'form file');
  await expect(formFile).rejects.toBeInstanceOf(DomainError);
  h.release();
  await resumeUpload;
});
