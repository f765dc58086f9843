import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sourceFiles } from '@careers/shared/testing';

// Issue 30: Arabic and Hebrew pages are drawn right to left by the same styles, so this remote's styles name sides
// by the flow of the text (margin-inline-start, inset-inline-end, text-align: start), not left and right.

const SRC = join(__dirname, '..');
const PHYSICAL =
  /(margin|padding|border)(Left|Right)|\b(left|right):|(margin|padding|border)-(left|right)|text-align: (left|right)|textAlign: '(left|right)'|float: ?'?(left|right)/;

// The map's frame is left to right in every language (MapView gives it dir="ltr"): the buttons over the map keep
// their physical sides, as the map under them does.
const LEFT_TO_RIGHT_EVERYWHERE = ['map/MapControls.tsx'];

/** The lines of `source` that place something by a physical side, comments aside. */
function physicalSides(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .filter((line) => PHYSICAL.test(line))
    .map((line) => line.trim());
}

test("the remote's styles use logical sides, so a right-to-left page mirrors", () => {
  const found = sourceFiles(SRC)
    .filter((file) => !LEFT_TO_RIGHT_EVERYWHERE.includes(relative(SRC, file)))
    .flatMap((file) => physicalSides(readFileSync(file, 'utf8')).map((line) => `${relative(SRC, file)}: ${line}`));
  expect(found).toEqual([]);
});

test('the check finds physical sides in object and template styles', () => {
  expect(physicalSides("const a = { marginLeft: 8, textAlign: 'left' };\n// left: 0 in a comment\nconst b = css`padding-right: 4px;`;")).toEqual([
    "const a = { marginLeft: 8, textAlign: 'left' };",
    'const b = css`padding-right: 4px;`;',
  ]);
});
