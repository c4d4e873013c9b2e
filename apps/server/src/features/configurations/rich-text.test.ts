import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<h2>Plan</h2><p><strong>Zone</strong> <em>HTF</em> <u>touchée</u> <s>non</s><br />puis <code>BOS</code></p>' +
      '<ul><li>un</li></ul><ol><li>deux</li></ol><blockquote><p>citation</p></blockquote><pre><code>x</code></pre>' +
      '<h3>Liens</h3>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts with their content, event handlers, styles and unknown tags (keeping their text)', () => {
    expect(
      sanitizeRichText('<p onclick="alert(1)" style="color:red" class="x">a</p><script>alert(1)</script>'),
    ).toBe('<p>a</p>');
    expect(sanitizeRichText('<img src=x onerror="alert(1)"><iframe src="https://evil.test"></iframe>b')).toBe(
      'b',
    );
    expect(
      sanitizeRichText('<div><span>texte</span></div><style>p{}</style><svg onload="alert(1)"></svg>'),
    ).toBe('texte');
    expect(sanitizeRichText('<h1>Titre</h1>')).toBe('Titre');
  });

  it('keeps http(s) and mailto links with rel="noopener noreferrer", and no other attribute', () => {
    expect(
      sanitizeRichText('<a href="https://www.tradingview.com/x" target="_blank" rel="opener">TV</a>'),
    ).toBe('<a href="https://www.tradingview.com/x" rel="noopener noreferrer">TV</a>');
    expect(sanitizeRichText('<a href="mailto:moi@example.com">mail</a>')).toBe(
      '<a href="mailto:moi@example.com" rel="noopener noreferrer">mail</a>',
    );
  });

  it('drops javascript:, data:, vbscript:, protocol-relative and relative links, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'jav&#10;ascript:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '//evil.test/x',
      '/admin/users',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer">x</a>');
    }
  });

  it('escapes text that looks like markup once the tags are gone', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp;&amp; <b>gras</b></p>')).toBe(
      '<p>1 &lt; 2 &amp;&amp; gras</p>',
    );
    expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });
});
