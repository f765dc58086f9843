import { act, render, screen } from '@testing-library/react';
import useSWR from 'swr';
import { defineLocales, pageLocale, showLocale } from '@careers/shared/i18n';
import { createTransport, useTransport } from '@careers/shared/transport';
import { RemoteProviders } from './RemoteProviders';

/** A stand-in for fetch's Response (jsdom has none) with just what the transport reads. */
const respond = (body: unknown) =>
  ({ status: 200, ok: true, redirected: false, url: '', headers: { get: () => null }, text: async () => JSON.stringify(body) }) as unknown as Response;

function Advice() {
  const transport = useTransport();
  const { data } = useSWR('/api/advice', (path: string) => transport.get<{ text: string }>(path));
  return <p>{data?.text ?? '…'}</p>;
}

test("a change of the page's language asks the remote's answers again, in the new language", async () => {
  defineLocales('test-refetch', { es: () => Promise.resolve({ default: {} }) });
  const texts: Record<string, string> = { en: 'Add your skills', es: 'Añade tus habilidades' };
  const asked: string[] = [];
  const transport = createTransport({
    fetch: (async (_url: string, init: RequestInit) => {
      const locale = (init.headers as Record<string, string>)['x-locale'] ?? 'en';
      asked.push(locale);
      return respond({ text: texts[locale] });
    }) as unknown as typeof fetch,
    locale: pageLocale,
  });
  render(
    <RemoteProviders transport={transport}>
      <Advice />
    </RemoteProviders>,
  );
  expect(await screen.findByText('Add your skills')).toBeInTheDocument();
  await act(() => showLocale('es'));
  expect(await screen.findByText('Añade tus habilidades')).toBeInTheDocument();
  expect(asked).toEqual(['en', 'es']);
  await act(() => showLocale('en'));
});
