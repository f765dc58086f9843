import type { ReactElement } from 'react';
import { renderWithProviders, createFakeTransport, type FakeHandler } from '@careers/shared/testing';
import { FormRenderer, type FormRendererProps } from '../FormRenderer';
import type { FormDefinition, FormItem, FormSection } from '../rules/types';

/** A definition around `sections` (tests only). */
export function makeDefinition(sections: FormSection[], patch: Partial<FormDefinition> = {}): FormDefinition {
  return { id: 'test-form', name: 'test', title: 'Test form', kind: 'general', layout: 'simple', sections, ...patch };
}

/** A one-section definition around `items` (tests only). */
export function oneSection(items: FormItem[], patch: Partial<FormDefinition> = {}): FormDefinition {
  return makeDefinition([{ id: 'main', title: 'Main', items }], patch);
}

/** Answers file uploads as the server does: ids from 1, the file's own name, size and type. */
function fakeUploads(): FakeHandler {
  let next = 0;
  return (req) => {
    const file = (req.body as FormData).get('file') as File;
    next += 1;
    return { data: { fileId: next, name: file.name, size: file.size, type: file.type, previewUrl: `/api/pcsx/form_files/${next}` } };
  };
}

/** Renders a FormRenderer inside the shared providers, with a recording onSubmit (tests only). */
export function renderForm(props: Partial<FormRendererProps> & { definition: FormDefinition }, routes: Record<string, FakeHandler> = {}) {
  const onSubmit = jest.fn<Promise<void | Record<string, string>>, [Record<string, unknown>]>(props.onSubmit ?? (async () => undefined));
  const transport = createFakeTransport({ 'POST /api/pcsx/form_files': fakeUploads(), ...routes });
  const ui: ReactElement = <FormRenderer {...props} onSubmit={onSubmit} />;
  return { ...renderWithProviders(ui, { transport }), onSubmit, transport };
}
