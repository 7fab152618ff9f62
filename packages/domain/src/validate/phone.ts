// Phone numbers are stored as a country code plus national digits (platform-core §3:
// country_code, phone_number). Brands use 91 and 592. Spaces, dashes, dots and brackets typed by
// users are ignored; the national number must have 6 to 15 digits (E.164 allows 15 in all).

/** Digits only, without separators; undefined when other characters remain. */
function digitsOf(value: string): string | undefined {
  const stripped = value.replace(/[\s().-]/g, '');
  return /^\d*$/.test(stripped) ? stripped : undefined;
}

/**
 * Normalises a phone number; undefined when invalid. The country code may carry a '+'.
 *
 * @example
 * parsePhoneNumber('+91', '98765 43210'); // { countryCode: '91', number: '9876543210' }
 * parsePhoneNumber('592', '12-34'); // undefined (too short)
 */
export function parsePhoneNumber(
  countryCode: string,
  phoneNumber: string,
): { countryCode: string; number: string } | undefined {
  const code = countryCode.trim().replace(/^\+/, '');
  const number = digitsOf(phoneNumber.trim());
  if (!/^[1-9]\d{0,3}$/.test(code) || number === undefined) return undefined;
  if (number.length < 6 || number.length > 15) return undefined;
  return { countryCode: code, number };
}

/**
 * True when the country code and number form a valid phone number.
 *
 * @example
 * isPhoneNumber('91', '9876543210'); // true
 */
export function isPhoneNumber(countryCode: string, phoneNumber: string): boolean {
  return parsePhoneNumber(countryCode, phoneNumber) !== undefined;
}
