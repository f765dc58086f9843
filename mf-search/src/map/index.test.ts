import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as map from './index';

/** Every module `file` loads at once (static imports), following relative paths. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  const source = readFileSync(file, 'utf8');
  // `import x from 'y'`, `import 'y'`, `export … from 'y'`. Lazy `import('y')` and type-only
  // imports (erased by the compiler) load nothing up front.
  const statement = /^\s*(?:import\s+(?!type\s)(?:[^;'"()]*?\sfrom\s+)?|export\s+(?!type\s)[^;'"()]*?\sfrom\s+)['"]([^'"]+)['"]/gm;
  for (const [, spec = ''] of source.matchAll(statement)) {
    if (!spec.startsWith('.')) {
      seen.add(spec);
      continue;
    }
    const base = join(dirname(file), spec);
    const resolved = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => {
      try {
        readFileSync(candidate);
        return true;
      } catch {
        return false;
      }
    });
    if (resolved && !seen.has(resolved)) {
      seen.add(resolved);
      staticImports(resolved, seen);
    }
  }
  return seen;
}

describe('map public face', () => {
  it('keeps OpenLayers out of the page bundle: nothing the page imports loads ol up front', () => {
    const imports = [...staticImports(join(__dirname, 'index.ts'))];
    expect(imports.filter((spec) => spec === 'ol' || spec.startsWith('ol/'))).toEqual([]);
    expect(imports.some((spec) => spec.endsWith('MapView.tsx'))).toBe(false);
    // The walk itself works: it does reach the helpers.
    expect(imports.some((spec) => spec.endsWith('markersFromFilters.ts'))).toBe(true);
  });

  it('exports the lazy view and the helpers the page needs', () => {
    expect(Object.keys(map).sort()).toEqual(['LazyMapView', 'mapAreaLocation', 'mapLocation', 'markersFromFilters']);
    expect(map.mapLocation({ latlong: { lat: 1, lng: 2 } })).toBe('Map Location:::1,2');
  });
});
