/** RFC 9110 §12.5.3. */
export function acceptsEncoding(header: string | undefined, coding: 'gzip' | 'br'): boolean {
  if (header === undefined) return false;
  return header.split(',').some((entry) => {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (name !== coding && name !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
