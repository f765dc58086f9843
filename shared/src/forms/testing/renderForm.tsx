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

/** Renders a FormRenderer inside the shared providers, with a recording onSubmit (tests only). */
export function renderForm(props: Partial<FormRendererProps> & { definition: FormDefinition }, routes: Record<string, FakeHandler> = {}) {
  const onSubmit = jest.fn<Promise<void | Record<string, string>>, [Record<string, unknown>]>(props.onSubmit ?? (async () => undefined));
  const transport = createFakeTransport(routes);
  const ui: ReactElement = <FormRenderer {...props} onSubmit={onSubmit} />;
  return { ...renderWithProviders(ui, { transport }), onSubmit, transport };
}
