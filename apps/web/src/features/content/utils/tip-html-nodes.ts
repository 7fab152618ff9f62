// Tip HTML as React elements, through the browser's own allow-list pass (decision 370). The
// server already cuts tips down with sanitize-html on every write; this is the second line, so a
// gap there, an old row or a bad import still cannot run script in every user's home page. The
// HTML is parsed into an inert document (DOMParser runs no script and loads nothing) and only the
// allowed tags and attributes are rebuilt as React elements, which React escapes: nothing is ever
// handed to innerHTML. The allow-list is the server's own (@sortie/domain TIP_HTML_TAGS).
import { createElement, Fragment, type ReactNode } from 'react';
import { TIP_HTML_TAGS, TIP_IMAGE_SCHEMES, TIP_LINK_SCHEMES } from '@sortie/domain';

const ALLOWED_TAGS: ReadonlySet<string> = new Set(TIP_HTML_TAGS);
/** Dropped with their content: their text is code or markup, not prose. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'textarea',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'svg',
  'math',
]);
const LINK_PROTOCOLS = new Set(TIP_LINK_SCHEMES.map((scheme) => `${scheme}:`));
const IMAGE_PROTOCOLS = new Set(TIP_IMAGE_SCHEMES.map((scheme) => `${scheme}:`));

/** The URL when its scheme is allowed (relative links resolve against this page), else null. */
function allowedUrl(value: string | null, protocols: Set<string>, base?: string): string | null {
  if (value === null) return null;
  try {
    const url = new URL(value.trim(), base);
    return protocols.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The allowed attributes of an allowed element; links always open in a new tab, no opener. */
function propsOf(element: Element): Record<string, string> {
  const props: Record<string, string> = {};
  const tag = element.localName;
  if (tag === 'a') {
    const href = allowedUrl(element.getAttribute('href'), LINK_PROTOCOLS, window.location.origin);
    if (href) props.href = href;
    const title = element.getAttribute('title');
    if (title) props.title = title;
    props.target = '_blank';
    props.rel = 'noopener noreferrer';
  } else if (tag === 'img') {
    // Images only from absolute https URLs, as the server allows.
    const src = allowedUrl(element.getAttribute('src'), IMAGE_PROTOCOLS);
    if (src) props.src = src;
    props.alt = element.getAttribute('alt') ?? '';
  }
  return props;
}

function nodesOf(parent: Node): ReactNode[] {
  const out: ReactNode[] = [];
  parent.childNodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return; // comments, processing instructions
    const element = node as Element;
    const tag = element.localName;
    if (DROPPED_TAGS.has(tag)) return;
    // An unknown wrapper (div, span, font) gives way to its allowed content.
    if (!ALLOWED_TAGS.has(tag)) {
      out.push(...nodesOf(element));
      return;
    }
    // Children go to createElement one by one (never as an array), so they need no keys.
    const props = propsOf(element);
    if (tag === 'br') out.push(createElement('br', props));
    else if (tag === 'img') out.push(props.src ? createElement('img', props) : null);
    else out.push(createElement(tag, props, ...nodesOf(element)));
  });
  return out;
}

/** The tip's HTML as React nodes: allowed tags and attributes only, everything else left out. */
export function tipHtmlNodes(html: string): ReactNode {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return createElement(Fragment, null, ...nodesOf(doc.body));
}
