// @vitest-environment jsdom
// The browser's allow-list pass over tip HTML (decision 370): the hostile payloads of issue 16
// (a <script>, an onerror= attribute, a javascript: URL, an <iframe>) are never rendered, while
// the tip's own formatting, links and https images are.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TipHtml } from './tip-html.tsx';

const HOSTILE = [
  '<p>Check <b>GSD</b> first.<script>window.pwned = 1</script></p>',
  '<img src="x" onerror="window.pwned = 2"><img src="https://cdn.example/ok.png" onload="window.pwned = 3">',
  '<a href="javascript:window.pwned = 4">bad link</a><a href=" JaVa\tScRiPt:alert(1)">mixed case</a>',
  '<iframe src="https://evil.example"></iframe><svg><script>alert(1)</script></svg>',
  '<div onclick="alert(1)"><a href="https://docs.example/gsd" onmouseover="alert(1)">GSD guide</a></div>',
  '<style>body{display:none}</style><ul><li style="color:red">Overlap 75 %</li></ul>',
].join('');

describe('TipHtml', () => {
  afterEach(() => cleanup());

  it('renders no script, event attribute, javascript: URL or iframe, and keeps the formatting', () => {
    const { container } = render(<TipHtml html={HOSTILE} />);
    const tip = container.querySelector('.tip-html')!;
    expect(tip.querySelectorAll('script, iframe, svg, style, div').length).toBe(0);
    const attributes = [...tip.querySelectorAll('*')].flatMap((e) =>
      [...e.attributes].map((a) => `${a.name}=${a.value}`),
    );
    expect(attributes.filter((a) => /^on|^style=|javascript:/i.test(a))).toEqual([]);
    expect((window as { pwned?: number }).pwned).toBeUndefined();

    // What the tip meant to say stays: text, bold, the list, the https image and the https link.
    expect(tip.textContent).toContain('Check GSD first.');
    expect(tip.querySelector('b')?.textContent).toBe('GSD');
    expect(tip.querySelector('li')?.textContent).toBe('Overlap 75 %');
    expect([...tip.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      'https://cdn.example/ok.png',
    ]);
    const links = [...tip.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      null,
      null,
      'https://docs.example/gsd',
    ]);
    expect(links[2]).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
  });
});
