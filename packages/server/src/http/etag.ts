/**
 * True when If-None-Match names `etag` or is `*`; compared weakly (RFC 9110 §13.1.2), so
 * `W/"x"` and `"x"` are the same.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
