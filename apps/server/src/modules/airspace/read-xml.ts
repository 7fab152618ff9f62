// A guarded streaming walk over an XML zone file (KML, OpenAIP). saxes expands only the five
// predefined entities and never loads external ones; a DOCTYPE is refused outright, so
// billion-laughs and XXE payloads stop at their first line. Nesting depth and the deadline are
// checked as the text streams in.
import { SaxesParser } from 'saxes';
import { AppError } from '@sortie/domain';
import { MAX_XML_DEPTH, refuse, type ZoneBudget } from './zone-fields.ts';

export type XmlHandlers = {
  /** `stack` holds the local names of the open elements, the new one last. */
  open(name: string, attrs: Record<string, string>, stack: readonly string[]): void;
  text(t: string, stack: readonly string[]): void;
  close(name: string, stack: readonly string[]): void;
};

const local = (name: string) => name.slice(name.indexOf(':') + 1);
const CHUNK = 1 << 18;

export function walkXml(content: string, what: string, budget: ZoneBudget, h: XmlHandlers): void {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const stack: string[] = [];
  parser.on('doctype', () => {
    throw refuse(
      `The ${what} file declares a DOCTYPE, which is not read (entities are unsafe); remove it.`,
    );
  });
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    stack.push(name);
    if (stack.length > MAX_XML_DEPTH)
      throw refuse(`The ${what} file nests elements deeper than ${MAX_XML_DEPTH} levels.`);
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(tag.attributes)) attrs[local(k)] = String(v);
    h.open(name, attrs, stack);
  });
  parser.on('text', (t) => h.text(t, stack));
  parser.on('cdata', (t) => h.text(t, stack));
  parser.on('closetag', (tag) => {
    h.close(local(tag.name), stack);
    stack.pop();
  });
  try {
    for (let i = 0; i < content.length; i += CHUNK) {
      parser.write(content.slice(i, i + CHUNK));
      budget.checkTime();
    }
    parser.close();
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw refuse(`The ${what} file is not well-formed XML (near line ${parser.line}).`);
  }
}

/** Whitespace-separated "lng,lat[,alt]" tuples (KML); heights are dropped, as zones carry floor and ceiling. */
export function kmlPositions(text: string): unknown[] {
  return text
    .trim()
    .replace(/\s*,\s*/g, ',')
    .split(/\s+/)
    .filter((t) => t !== '')
    .map((t) => t.split(','));
}
