// Tip HTML comes from the rich-text editor of the Tips CMS and is shown to every user, so it is
// cut down on the way in to an allow-list (sanitize-html): text formatting, lists, headings,
// links and images only. Scripts, event attributes (onerror=…), iframes, styles and any URL
// scheme but http(s) and mailto are dropped; links open in a new tab without the opener.
import sanitizeHtml from 'sanitize-html';
import { TIP_HTML_TAGS, TIP_IMAGE_SCHEMES, TIP_LINK_SCHEMES } from '@sortie/domain';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...TIP_HTML_TAGS],
  // target and rel are set by transformTags below, never taken from the input.
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: [...TIP_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...TIP_IMAGE_SCHEMES] },
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
