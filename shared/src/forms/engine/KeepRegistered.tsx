import { useField } from 'react-final-form';
import { listFieldName } from '../rules/values';
import type { FormItem } from '../rules/types';
import { useWatchedValue } from './useWatchedValue';

const NOTHING = {};

function Keep({ name }: { name: string }) {
  useField(name, { subscription: NOTHING });
  return null;
}

function KeepList({ item }: { item: FormItem }) {
  const entries = useWatchedValue(item.name);
  const count = Array.isArray(entries) ? entries.length : 0;
  return (
    <>
      <Keep name={item.name} />
      {Array.from({ length: count }, (_, index) =>
        (item.items ?? []).map((field) => <Keep key={`${index}-${field.name}`} name={listFieldName(item.name, index, field.name)} />),
      )}
    </>
  );
}

/**
 * Holds a registration of each field of `items` while their questions switch between edit and view (admin
 * sections). Without it the field would be unregistered for a moment, and react-final-form gives a field
 * that registers anew its initial value — the edit would be lost.
 */
export function KeepRegistered({ items }: { items: FormItem[] }) {
  return (
    <>
      {items.map((item) => (item.type === 'dynamicList' ? <KeepList key={item.name} item={item} /> : <Keep key={item.name} name={item.name} />))}
    </>
  );
}
