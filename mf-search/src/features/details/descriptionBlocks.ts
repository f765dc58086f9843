/** A piece of a job description: a paragraph (its line breaks kept) or a bulleted or numbered list. */
export type DescriptionBlock = { kind: 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] };

// '- ', '* ', '• ' (and the en dash some editors turn '-' into) start a bullet; '1. ' or '1) ' a number.
const BULLET = /^\s*[-*•–]\s+(.*)$/;
const NUMBER = /^\s*\d{1,3}[.)]\s+(.*)$/;

/**
 * Splits a plain-text description into paragraphs and lists (issue 14 #8): companies write lists as
 * lines starting with '- ', which a browser shows as literal dashes. Only text comes out, never
 * markup, so the page renders it as text nodes and nothing in a description can inject HTML.
 */
export function descriptionBlocks(description: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  let lines: string[] = [];
  const flushParagraph = () => {
    const text = lines.join('\n').trim();
    if (text) blocks.push({ kind: 'p', text });
    lines = [];
  };
  for (const line of description.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(line);
    const number = bullet ? null : NUMBER.exec(line);
    const kind = bullet ? 'ul' : number ? 'ol' : null;
    if (kind) {
      flushParagraph();
      const item = ((bullet ?? number)?.[1] ?? '').trim();
      const last = blocks.at(-1);
      // A blank line between items does not end a list; a paragraph in between does.
      if (last && last.kind === kind) last.items.push(item);
      else blocks.push({ kind, items: [item] });
    } else if (line.trim() === '') {
      flushParagraph();
    } else {
      const last = blocks.at(-1);
      // An indented line under an item continues it ("- Build things\n  that last").
      if (lines.length === 0 && last && last.kind !== 'p' && /^\s{2,}\S/.test(line)) last.items[last.items.length - 1] += ` ${line.trim()}`;
      else lines.push(line);
    }
  }
  flushParagraph();
  return blocks;
}
