// pdf-lib cannot draw a character its font lacks (an embedded font prints a box, a standard
// font throws), and names come from users in any script. So text is reduced to the font's
// characters before drawing; `supported` is pdf-lib's `font.getCharacterSet()`.

/** Text with every character the font cannot draw replaced by '?'. */
export function drawable(text: string, supported: ReadonlySet<number>): string {
  let out = '';
  for (const ch of text) out += supported.has(ch.codePointAt(0)!) ? ch : '?';
  return out;
}
