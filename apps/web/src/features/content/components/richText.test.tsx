import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseRichText } from '@exchange/contracts';
import { RichText } from './RichText';

const BODY = `## Getting started
Welcome to the exchange.
Second line of the same paragraph.

- Spot trading
- Contracts

1. Open the app
2. Log in

Closing words.`;

describe('parseRichText', () => {
  it('reads headings, paragraphs, bullets and numbered steps', () => {
    expect(parseRichText(BODY)).toEqual([
      { kind: 'heading', text: 'Getting started' },
      {
        kind: 'paragraph',
        lines: ['Welcome to the exchange.', 'Second line of the same paragraph.'],
      },
      { kind: 'bullets', items: ['Spot trading', 'Contracts'] },
      { kind: 'steps', items: ['Open the app', 'Log in'] },
      { kind: 'paragraph', lines: ['Closing words.'] },
    ]);
  });

  it('splits lists at blank lines and kinds, and accepts CRLF', () => {
    expect(parseRichText('- a\r\n\r\n- b\r\n1. c\r\nafter')).toEqual([
      { kind: 'bullets', items: ['a'] },
      { kind: 'bullets', items: ['b'] },
      { kind: 'steps', items: ['c'] },
      { kind: 'paragraph', lines: ['after'] },
    ]);
  });

  it('returns nothing for blank text', () => {
    expect(parseRichText('  \n\n ')).toEqual([]);
  });
});

describe('RichText', () => {
  it('renders the blocks as elements', () => {
    const { container } = render(<RichText text={BODY} />);
    expect(container.querySelector('h3')?.textContent).toBe('Getting started');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container.querySelectorAll('p br')).toHaveLength(1);
  });

  it('shows markup in content as text, never as HTML', () => {
    const { container } = render(
      <RichText text={'<img src=x onerror="alert(1)"><script>alert(2)</script>\n- <b>bold</b>'} />,
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });
});
