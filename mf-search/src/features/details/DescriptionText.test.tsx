import { render } from '@testing-library/react';
import { DescriptionText } from './DescriptionText';

// A job description is the company's text, in the company's language: on an Arabic page an English description reads
// left to right with its full stops at the ends of its sentences (a trial saw '.You will improve…' before).
test('every paragraph and list of a description takes its direction from its own text', () => {
  const { container } = render(<DescriptionText text={"What you'll do:\n\n- Build pipelines.\n- Improve quality.\n\nYou will work from home two days a week."} />);
  const blocks = [...container.children];
  expect(blocks.map((block) => block.tagName)).toEqual(['P', 'UL', 'P']);
  for (const block of blocks) expect(block).toHaveAttribute('dir', 'auto');
});
