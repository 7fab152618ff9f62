// The browser-side check before an image upload (a profile picture, a workspace logo): its type
// among the accepted ones and its size. The server checks the bytes again.
// Words from `common` (always loaded): this runs outside React.
import { i18n } from '../i18n/i18n.ts';
import { formatNumber } from '../i18n/locale.ts';

const TYPE_NAMES: Readonly<Record<string, string>> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};

/** 'PNG, JPEG or WebP' for the accepted types. */
function typeList(types: readonly string[]): string {
  const names = types.map((t) => TYPE_NAMES[t] ?? t.replace('image/', '').toUpperCase());
  if (names.length < 2) return names.join('');
  return i18n.t('common:image.typesOr', {
    list: names.slice(0, -1).join(', '),
    last: names.at(-1),
  });
}

/** The problem with the picked image, or null when it may be sent. */
export function checkImage(
  file: Pick<File, 'type' | 'size'>,
  types: readonly string[],
  maxBytes: number,
): string | null {
  if (!types.includes(file.type))
    return i18n.t('common:image.wrongType', { types: typeList(types) });
  if (file.size > maxBytes)
    return i18n.t('common:image.tooLarge', { mb: formatNumber(Math.round(maxBytes / 1048576)) });
  return null;
}
