import { descriptionBlocks } from './descriptionBlocks';

test('bullets and numbers become lists; other lines stay paragraphs with their line breaks', () => {
  expect(descriptionBlocks('Intro line one\nline two\n\nYou will:\n- plan\n* ship\n• learn\n\n1. apply\n2) talk\n\nThanks.')).toEqual([
    { kind: 'p', text: 'Intro line one\nline two' },
    { kind: 'p', text: 'You will:' },
    { kind: 'ul', items: ['plan', 'ship', 'learn'] },
    { kind: 'ol', items: ['apply', 'talk'] },
    { kind: 'p', text: 'Thanks.' },
  ]);
});

test('a blank line between items keeps one list; an indented line continues its item; Windows line ends', () => {
  expect(descriptionBlocks('- one\r\n\r\n- two\r\n  and more\r\nAfter')).toEqual([
    { kind: 'ul', items: ['one', 'two and more'] },
    { kind: 'p', text: 'After' },
  ]);
});

test('a dash inside a sentence, or without a space after it, is not a bullet', () => {
  expect(descriptionBlocks('Pay - good\n-5 degrees')).toEqual([{ kind: 'p', text: 'Pay - good\n-5 degrees' }]);
});
