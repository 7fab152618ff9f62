// URL check of platform-core §5: "requires http, https, ftp or protocol-relative form, rejects
// private-network IPs, allows an optional port of 2 to 5 digits". Links typed by users (news
// sources, dock or stream endpoints) must never point the server or other users at internal hosts.
// Rejected hosts: localhost, ::1 and other non-public IPv6, and the IPv4 ranges 10/8, 172.16/12,
// 192.168/16, 127/8 of the spec plus 0/8 and link-local 169.254/16 (cloud metadata lives there).
// Credentials in the authority (`user:pass@host`) are refused: they make a link read as one host
// while going to another.

const URL_SHAPE = /^(?:(?:https?|ftp):)?\/\/([^/?#\s]+?)(?::(\d{2,5}))?(?:[/?#]\S*)?$/i;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const LABEL = /^(?!-)[a-z0-9\u00a1-\uffff-]{1,63}(?<!-)$/i;
const TLD = /^(?:[a-z\u00a1-\uffff]{2,63}|xn--[a-z0-9-]{2,59})$/i;

function isPrivateIpv4(octets: number[]): boolean {
  const [a = 0, b = 0] = octets;
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

function isPublicHost(host: string): boolean {
  if (host.startsWith('[')) {
    // IPv6 literal: allow only global unicast (2000::/3); ::1, fc00::/7, fe80::/10 are refused.
    const inner = host.slice(1, -1);
    return host.endsWith(']') && /^[0-9a-f:.]+$/i.test(inner) && /^[23][0-9a-f]{0,3}:/i.test(inner);
  }
  const ipv4 = IPV4.exec(host);
  if (ipv4) {
    const octets = ipv4.slice(1).map(Number);
    return octets.every((o) => o <= 255) && !isPrivateIpv4(octets);
  }
  const labels = host.replace(/\.$/, '').split('.');
  const tld = labels.at(-1) ?? '';
  if (labels.length < 2 || host.toLowerCase() === 'localhost') return false;
  if (/^\d+$/.test(tld)) return false; // numeric TLD: a malformed IP such as 10.0.0.999
  return labels.every((l) => LABEL.test(l)) && TLD.test(tld);
}

/**
 * True for an http(s), ftp or protocol-relative URL to a public host, with an optional port of
 * 2 to 5 digits (at most 65535).
 *
 * @example
 * isUrl('https://news.example.com/a?b=1'); // true
 * isUrl('//cdn.example.com:8080/x.png'); // true
 * isUrl('http://192.168.1.10/admin'); // false
 */
export function isUrl(value: string): boolean {
  const match = URL_SHAPE.exec(value.trim());
  if (!match) return false;
  const [, host = '', port] = match;
  if (host.includes('@')) return false;
  if (port !== undefined && Number(port) > 65_535) return false;
  return isPublicHost(host);
}
