// Bytes of a KML document to text. UTF-8 is the norm, but Windows tools write UTF-16 (with a byte
// order mark, or declared in the XML prolog) and some write Latin-1; reading those as UTF-8 made a
// valid file "invalid" (issue 10 §11). An encoding no decoder knows is refused by name.
import { err, ok, type Result } from '@sortie/domain';
import { siteFileIssue, type SiteFileIssue } from './issues.ts';

interface Decoder {
  decode(bytes: Uint8Array): string;
}
type DecoderCtor = new (label: string) => Decoder;
// TextDecoder is in every browser and in Node; the core build has no DOM or Node typings.
const TextDecoderCtor = (globalThis as unknown as { TextDecoder: DecoderCtor }).TextDecoder;

/** The encoding the bytes announce: a byte order mark, UTF-16's zero bytes, or the prolog. */
export function sniffEncoding(bytes: Uint8Array): string {
  const [b0, b1, b2] = [bytes[0], bytes[1], bytes[2]];
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return 'utf-8';
  if (b0 === 0xff && b1 === 0xfe) return 'utf-16le';
  if (b0 === 0xfe && b1 === 0xff) return 'utf-16be';
  if (b0 === 0x3c && b1 === 0x00) return 'utf-16le';
  if (b0 === 0x00 && b1 === 0x3c) return 'utf-16be';
  // The prolog is ASCII in every ASCII-compatible encoding; 200 bytes hold it.
  let head = '';
  for (let i = 0; i < Math.min(200, bytes.length); i++) head += String.fromCharCode(bytes[i]!);
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
  const label = declared?.toLowerCase() ?? 'utf-8';
  // A prolog saying UTF-16 over text without zero bytes (checked above) was saved as 8-bit.
  return label.startsWith('utf-16') || label === 'unicode' ? 'utf-8' : label;
}

/**
 * Decodes XML bytes in the encoding they announce, without the byte order mark.
 *
 * @example
 * decodeXml(new Uint8Array([0xff, 0xfe, 0x3c, 0x00])); // ok('<')
 */
export function decodeXml(bytes: Uint8Array): Result<string, SiteFileIssue> {
  const encoding = sniffEncoding(bytes);
  let decoder: Decoder;
  try {
    decoder = new TextDecoderCtor(encoding);
  } catch {
    return err(siteFileIssue('invalid_kml', { reason: 'unsupported_encoding', encoding }));
  }
  return ok(decoder.decode(bytes).replace(/^\uFEFF/, ''));
}
