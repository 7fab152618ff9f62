// Initials for avatars (platform-core §5): up to two letters from the first two words of a
// name, upper-cased; '-' when none. A word contributes its first letter or digit, so
// '(Ravi) Kumar' gives 'RK' and emoji or punctuation never become an "initial".

/**
 * Initials of a person's name.
 *
 * @example
 * getInitials('asha rao verma'); // 'AR'
 * getInitials('Ólafur'); // 'Ó'
 * getInitials(null); // '-'
 */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/u).slice(0, 2);
  const letters = words
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? '')
    .join('')
    .toUpperCase();
  return letters === '' ? '-' : letters;
}
