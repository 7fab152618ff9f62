// Tip HTML comes from the rich-text editor of the Tips CMS and is shown to every user, so it is
// cut down on the way in to an allow-list (sanitize-html): text formatting, lists, headings,
// links and images only. Scripts, event attributes (onerror=…), iframes, styles and any URL
// scheme but http(s) and mailto are dropped; links open in a new tab without the opener.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'blockquote',
    'code',
    'a',
    'img',
  ],
  // target and rel are set by transformTags below, never taken from the input.
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Dropped with their content, not just their tags: their text is code, not prose.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** The tip HTML reduced to the allow-list; safe to render with dangerouslySetInnerHTML. */
export function sanitizeTipHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
