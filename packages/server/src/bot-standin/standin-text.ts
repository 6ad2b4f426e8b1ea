const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' };

/** Telegram turns the markup into entities. */
export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(lt|gt|quot|amp);/g, (m) => ENTITIES[m] ?? m);
}
