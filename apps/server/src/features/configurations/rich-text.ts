import sanitizeHtml from 'sanitize-html';

/** What the description editor produces (Tiptap starter kit, links); everything else is dropped. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'blockquote',
  'code',
  'pre',
  'a',
];

/** Checked after entity decoding: `jav&#x09;ascript:` or `//evil.test` do not start like this. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // script, style, textarea…: dropped with their content; other tags are unwrapped and keep their text.
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      const safe: sanitizeHtml.Attributes = SAFE_LINK.test(href) ? { href } : {};
      safe.rel = 'noopener noreferrer';
      return { tagName, attribs: safe };
    },
  },
};

/**
 * The configuration's rich-text description, sanitised on the server with an allow-list (docs/rules/compliance.md#configurations): no
 * script, no event handler, no style, no javascript: or data: URL. Links keep http(s) and mailto only.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
