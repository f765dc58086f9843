import { memo } from 'react';
import { descriptionBlocks } from './descriptionBlocks';

/**
 * A job description as paragraphs and real lists (ul/ol/li), rendered as text only. Memoised on its text: the
 * details view draws again as each of its later answers comes in (insights, overrides, match) and once right after
 * it hydrates, and the description is most of its nodes (issue 27: each of those renders was a main-thread task of
 * 15-30 ms before Lighthouse's 4x phone slow-down). Each block takes its direction from its own text (`dir="auto"`):
 * the company writes in its language, which may not be the page's (an English description on an Arabic page keeps
 * its full stops at the end of its lines, on the left).
 */
export const DescriptionText = memo(function DescriptionText({ text }: { text: string }) {
  return (
    <>
      {descriptionBlocks(text).map((block, index) =>
        block.kind === 'p' ? (
          <p key={index} dir="auto" css={{ whiteSpace: 'pre-line', margin: '0 0 12px' }}>
            {block.text}
          </p>
        ) : (
          <block.kind key={index} dir="auto" css={{ margin: '0 0 12px', paddingInlineStart: 24, '& > li + li': { marginTop: 4 } }}>
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </block.kind>
        ),
      )}
    </>
  );
});
