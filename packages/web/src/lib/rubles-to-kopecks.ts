export function rublesToKopecks(text: string): number | null {
  const normalized = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const [rubles = '0', fraction = ''] = normalized.split('.');
  return Number(rubles) * 100 + Number(fraction.padEnd(2, '0'));
}
