// A product's name with its maker in front, once (issue 10 §7: "DJI DJI Mavic 3"). Catalogue
// models often carry the maker already, sometimes in a shorter form than the maker's full name
// ("Autel Robotics" makes the "Autel EVO II"; "Hasselblad / DJI" makes the "Hasselblad L1D-20c").

/** Lower-cased words of a name, split on spaces and the slashes of joint makers. */
const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[\s/]+/)
    .filter((w) => w.length > 0);

/**
 * The model name, prefixed with its maker unless the model already starts with the maker or
 * one of the words of the maker's name (whole words: "DJIX 1" by DJI still gets the prefix).
 *
 * @example
 * withMaker('DJI', 'Mavic 3'); // 'DJI Mavic 3'
 * withMaker('DJI', 'DJI Mavic 3'); // 'DJI Mavic 3'
 * withMaker('Autel Robotics', 'Autel EVO II'); // 'Autel EVO II'
 */
export function withMaker(maker: string | null | undefined, model: string): string {
  const name = model.trim().replace(/\s+/g, ' ');
  const make = (maker ?? '').trim().replace(/\s+/g, ' ');
  if (!make) return name;
  if (!name) return make;
  const modelWords = words(name);
  const makeWords = words(make);
  const startsWithMake = makeWords.every((w, i) => modelWords[i] === w);
  const startsWithMakeWord = makeWords.includes(modelWords[0] ?? '');
  return startsWithMake || startsWithMakeWord ? name : `${make} ${name}`;
}
