/** Up to two letters from the first two words of a name, upper-cased; '-' when none (§5). */
export function initials(name: string | null | undefined): string {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.match(/\p{L}/u)?.[0] ?? '')
    .join('')
    .toUpperCase();
  return letters || '-';
}
