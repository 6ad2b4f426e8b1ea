/** A query parameter under the spec's name, or T-Bank's own capitalised one. */
export function resultParam(
  search: URLSearchParams,
  name: string,
  tbankName: string,
): string | null {
  return search.get(name) || search.get(tbankName) || null;
}
