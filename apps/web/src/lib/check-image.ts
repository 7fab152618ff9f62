// The browser-side check before an image upload (a profile picture, a workspace logo): its type
// among the accepted ones and its size. The server checks the bytes again.

const TYPE_NAMES: Readonly<Record<string, string>> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};

/** 'PNG, JPEG or WebP' for the accepted types. */
function typeList(types: readonly string[]): string {
  const names = types.map((t) => TYPE_NAMES[t] ?? t.replace('image/', '').toUpperCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
}

/** The problem with the picked image, or null when it may be sent. */
export function checkImage(
  file: Pick<File, 'type' | 'size'>,
  types: readonly string[],
  maxBytes: number,
): string | null {
  if (!types.includes(file.type)) return `Choose a ${typeList(types)} image.`;
  if (file.size > maxBytes) return `The image is larger than ${Math.round(maxBytes / 1048576)} MB.`;
  return null;
}
