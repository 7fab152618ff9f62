// Lines cut or wrapped to a width measured by the PDF's font. Text is cut a letter (grapheme) at
// a time, so a Devanagari vowel sign or half form is never left dangling into a dotted circle.

type Measure = (text: string) => number;

const letters = (text: string) => [...new Intl.Segmenter().segment(text)].map((g) => g.segment);

/** The text, cut with '...' if it is wider than `width`. */
export function fitToWidth(text: string, width: number, measure: Measure): string {
  if (measure(text) <= width) return text;
  const kept = letters(text);
  const cut = () => `${kept.join('').trimEnd()}...`;
  while (kept.length > 1 && measure(cut()) > width) kept.pop();
  return cut();
}

/** The text in lines no wider than `width`, broken between words; a word too long is cut. */
export function wrapToWidth(text: string, width: number, measure: Measure): string[] {
  if (measure(text) <= width) return [text]; // as written, spacing kept
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) <= width || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line || !lines.length) lines.push(line);
  return lines.map((l) => fitToWidth(l, width, measure));
}
