import { descriptionBlocks } from './descriptionBlocks';

/** A job description as paragraphs and real lists (ul/ol/li), rendered as text only. */
export function DescriptionText({ text }: { text: string }) {
  return (
    <>
      {descriptionBlocks(text).map((block, index) =>
        block.kind === 'p' ? (
          <p key={index} css={{ whiteSpace: 'pre-line', margin: '0 0 12px' }}>
            {block.text}
          </p>
        ) : (
          <block.kind key={index} css={{ margin: '0 0 12px', paddingInlineStart: 24, '& > li + li': { marginTop: 4 } }}>
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </block.kind>
        ),
      )}
    </>
  );
}
