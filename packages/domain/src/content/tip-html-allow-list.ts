// The one allow-list of tip HTML (decision 370): the server cuts tips down to it on every write
// (sanitize-html, apps/server/src/modules/tips/sanitize.ts) and the browser rebuilds only these
// tags as React elements (apps/web/src/features/content/utils/tip-html-nodes.ts). Text
// formatting, lists, headings, links and images; links may be http(s) or mailto, images https.
export const TIP_HTML_TAGS = [
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
] as const;

/** URL schemes a tip's link may use (without the colon, as sanitize-html names them). */
export const TIP_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
/** URL schemes a tip's image may load from. */
export const TIP_IMAGE_SCHEMES = ['https'] as const;
