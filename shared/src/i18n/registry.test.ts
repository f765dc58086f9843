// Two copies of the registry module, as on a federated page where the forms chunk carries its own (registry.ts):
// what one copy registers, the other reads.
type RegistryModule = typeof import('./registry');

function freshCopy(): RegistryModule {
  let copy: RegistryModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<RegistryModule>('./registry');
  });
  return copy as RegistryModule;
}

describe('the catalogue registry', () => {
  it('is one object however many copies of its module a page loads', () => {
    const toolkit = freshCopy();
    const shell = freshCopy();
    expect(toolkit).not.toBe(shell);
    toolkit.registerCatalogue('en', { 'forms.readMore': 'Read more' });
    shell.registerCatalogue('es', { 'forms.readMore': 'Leer más' });
    expect(shell.catalogueRegistry.en?.['forms.readMore']).toBe('Read more');
    expect(toolkit.catalogueRegistry.es?.['forms.readMore']).toBe('Leer más');
  });
});
