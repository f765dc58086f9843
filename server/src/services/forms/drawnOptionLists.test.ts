import { drawnOptionLists } from './drawnOptionLists';
import { formOptions } from './formOptions';
import type { FormDefinition, FormItem } from './rules';

const COUNTRY: FormItem = { name: 'country', label: 'Country', type: 'select', optionsEndpoint: '/api/pcsx/form_options/countries' };
const REGION: FormItem = { name: 'region', label: 'Region', type: 'select', dependencies: ['country'], optionsEndpoint: '/api/pcsx/form_options/regions?parent={{parentValue}}' };
const form = (...items: FormItem[]): FormDefinition => ({ id: 'f', name: 'f', title: 'F', kind: 'application', layout: 'simple', sections: [{ id: 's', title: 'S', items }] });

test("lists this server's option endpoints by the address the browser asks, a dependent one for its parent's answer", () => {
  const lists = drawnOptionLists(form(COUNTRY, REGION), { country: 'US' });
  expect(lists).toEqual({
    '/api/pcsx/form_options/countries': { data: { options: formOptions('countries') } },
    '/api/pcsx/form_options/regions?parent=US': { data: { options: formOptions('regions', 'US') } },
  });
  // A country without regions answers an empty list (the toolkit's one 'Not Applicable' option), as the endpoint does.
  expect(drawnOptionLists(form(REGION), { country: 'FR' })).toEqual({ '/api/pcsx/form_options/regions?parent=FR': { data: { options: [] } } });
});

test("leaves to the browser a dependent list without its parent's answer, one in a dynamic list, another server's, an unknown list, and inline options", () => {
  const inList: FormItem = { name: 'places', label: 'Places', type: 'dynamicList', items: [{ ...REGION, name: 'r' }, { ...COUNTRY, name: 'c' }] };
  const lists = drawnOptionLists(
    form(
      REGION,
      inList,
      { ...COUNTRY, name: 'elsewhere', optionsEndpoint: 'https://other.example/api/pcsx/form_options/countries' },
      { ...COUNTRY, name: 'unknown', optionsEndpoint: '/api/pcsx/form_options/planets' },
      { name: 'source', label: 'Source', type: 'dropdown', options: [{ label: 'LinkedIn', value: 'linkedin' }] },
    ),
    {},
  );
  // The country question inside the list needs no parent: its list is the same for every entry.
  expect(Object.keys(lists)).toEqual(['/api/pcsx/form_options/countries']);
});
