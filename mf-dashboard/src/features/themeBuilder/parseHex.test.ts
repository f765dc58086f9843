import { parseHex } from './parseHex';

test('a hex colour is accepted with or without #, in 3 or 6 digits, any case', () => {
  expect(parseHex('#1A73E8')).toBe('#1a73e8');
  expect(parseHex('1a73e8')).toBe('#1a73e8');
  expect(parseHex('#fff')).toBe('#ffffff');
  expect(parseHex(' F0a ')).toBe('#ff00aa');
});

test('anything else is refused', () => {
  for (const text of ['', '#', '#ff', '#ffff', '#12345', '#1234567', '##fff', 'red', '#ggg', 'rgb(0,0,0)', '#fff;']) expect(parseHex(text)).toBeNull();
});
