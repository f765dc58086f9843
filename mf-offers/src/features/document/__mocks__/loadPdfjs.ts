// pdf.js replaced at its module boundary for jest (`jest.mock('./loadPdfjs')` in a test; the real rendering is
// proven in Playwright): pages come back with one line of text, which the fake text layer writes out.
class TextLayer {
  static cleanup() {}
  constructor(private readonly options: { textContentSource: { items: Array<{ str: string }> }; container: HTMLElement }) {}
  render() {
    for (const item of this.options.textContentSource.items) {
      const span = document.createElement('span');
      span.textContent = item.str;
      this.options.container.append(span);
    }
    return Promise.resolve();
  }
}
const page = {
  getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale, height: 792 * scale, scale }),
  render: () => ({ promise: Promise.resolve() }),
  getTextContent: () => Promise.resolve({ items: [{ str: 'Candidate signature: ____', transform: [1, 0, 0, 1, 72, 140], width: 150 }] }),
};
const pdfjs = {
  getDocument: () => ({ promise: Promise.resolve({ numPages: 2, getPage: () => Promise.resolve(page) }), destroy: () => undefined }),
  TextLayer,
};

export const loadPdfjs = () => Promise.resolve(pdfjs);
