/** T-Bank capitalises its own names. */
export function resultParam(
  search: URLSearchParams,
  name: string,
  tbankName: string,
): string | null {
  return search.get(name) || search.get(tbankName) || null;
}
