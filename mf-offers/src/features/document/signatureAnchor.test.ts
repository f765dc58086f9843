import { esignFrameSource } from './esignFrameSource';
import { findSignatureAnchor } from './signatureAnchor';

const run = (str: string, x: number, y: number, width = 100) => ({ str, transform: [12, 0, 0, 12, x, y], width });

describe('findSignatureAnchor', () => {
  it('puts the name right of a "Signature:" label on the last page that has one, the date beside "Date:"', () => {
    const pages = [
      { number: 1, items: [run('Signature: ____', 72, 300, 120)] },
      { number: 2, items: [run('Candidate signature: ______', 72, 160, 180), run('Date: ______', 72, 130, 90), run('Page 2', 72, 40)] },
      { number: 3, items: [run('Certificate', 72, 700)] },
    ];
    expect(findSignatureAnchor(pages)).toEqual({ pageIndex: 1, x: 72 + 180 + 8, y: 160, noteY: 146, date: { x: 72 + 90 + 8, y: 130 } });
  });

  it('puts the name and the date just above captions under their lines', () => {
    const items = [run('Signature', 72, 100), run('Date', 300, 100)];
    expect(findSignatureAnchor([{ number: 1, items }])).toEqual({ pageIndex: 0, x: 72, y: 116, noteY: 86, date: { x: 300, y: 116 } });
  });

  it('finds nothing in a document without a signature line', () => {
    expect(findSignatureAnchor([{ number: 1, items: [run('Dear Ada', 72, 700)] }])).toBeNull();
  });
});

it('frames the e-sign page with the parent origin and listens to the provider origin only', () => {
  expect(esignFrameSource('http://127.0.0.1:8082/sign/5?token=t', 'http://localhost:8080')).toEqual({
    src: 'http://127.0.0.1:8082/sign/5?token=t&parent=http%3A%2F%2Flocalhost%3A8080',
    origin: 'http://127.0.0.1:8082',
  });
  expect(esignFrameSource('https://sign.example/s/5', 'https://careers.example').src).toBe('https://sign.example/s/5?parent=https%3A%2F%2Fcareers.example');
});
