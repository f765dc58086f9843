import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sourceFiles } from '@careers/shared/testing';

// Arabic and Hebrew pages mirror (issue 30): the remote's styles name sides by the text's flow (margin-inline-start,
// border-inline-start, inset-inline-end), never left or right, so one style serves both directions.
const PHYSICAL =
  /(margin|padding|border)(Left|Right)|\b(left|right):|(margin|padding|border)-(left|right)|text-align: (left|right)|textAlign: '(left|right)'|float: |(padding|margin): '[^'\s]+ [^'\s]+ [^'\s]+ [^'\s]+'/;

test("the remote's styles use logical properties only", () => {
  const physical = sourceFiles(join(__dirname, '..')).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, n) => [line, n + 1] as const)
      .filter(([line]) => PHYSICAL.test(line) && !/^\s*(\/\/|\*)/.test(line))
      .map(([line, n]) => `${relative(join(__dirname, '..'), file)}:${n}: ${line.trim()}`),
  );
  expect(physical).toEqual([]);
});

test('the check finds a side named physically', () => {
  expect(["paddingLeft: 20", "borderRight: '1px'", "left: 0", "margin-left: 4px", "textAlign: 'right'", "padding: '2px 4px 2px 10px'"].every((line) => PHYSICAL.test(line))).toBe(true);
  expect(["paddingInlineStart: 20", "borderInlineStart: '1px'", "insetInlineStart: 0", "margin: '0 0 8px'", "textAlign: 'start'"].some((line) => PHYSICAL.test(line))).toBe(false);
});
