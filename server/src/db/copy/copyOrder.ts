import { DERIVED_TABLES } from '../derivedTables';
import type { TableShape } from './tableShapes';

/**
 * The order to copy tables in: every table after the tables its foreign keys point at, and the
 * tables triggers fill (position skills, change counters) last, so that no later insert changes them
 * after they were copied. Ties are broken by name, so the order is the same on every run.
 */
export function copyOrder(shapes: readonly TableShape[]): TableShape[] {
  const byName = new Map(shapes.map((s) => [s.name, s]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const order: TableShape[] = [];
  const visit = (shape: TableShape, path: string[]) => {
    if (done.has(shape.name)) return;
    if (visiting.has(shape.name)) throw new Error(`Foreign keys go round in a circle (${[...path, shape.name].join(' → ')}): no order to copy them in.`);
    visiting.add(shape.name);
    for (const parent of [...shape.parents].sort()) {
      const parentShape = byName.get(parent);
      if (parentShape) visit(parentShape, [...path, shape.name]);
    }
    visiting.delete(shape.name);
    done.add(shape.name);
    order.push(shape);
  };
  const sorted = [...shapes].sort((a, b) => a.name.localeCompare(b.name));
  for (const shape of sorted) if (!DERIVED_TABLES.has(shape.name)) visit(shape, []);
  for (const shape of sorted) visit(shape, []);
  return order;
}
