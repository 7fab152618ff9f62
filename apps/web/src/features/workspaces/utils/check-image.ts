// Client-side check before an image upload (a workspace logo); the server checks again.

export function checkImage(file: File, types: readonly string[], maxBytes: number): string | null {
  if (!types.includes(file.type)) {
    const names = types.map((t) => t.replace('image/', '').toUpperCase()).join(', ');
    return `Choose a ${names} image.`;
  }
  if (file.size > maxBytes) {
    return `The image is larger than ${Math.round(maxBytes / 1048576)} MB.`;
  }
  return null;
}
