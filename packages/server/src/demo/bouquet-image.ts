import sharp, { type Sharp } from 'sharp';

const PALETTES = [
  ['#e63946', '#ff8fa3', '#ffccd5'],
  ['#f4a261', '#e9c46a', '#fff1c1'],
  ['#9d4edd', '#c77dff', '#e0aaff'],
  ['#ffffff', '#f8edeb', '#fcd5ce'],
  ['#d00000', '#ffba08', '#faa307'],
  ['#ff006e', '#fb5607', '#ffbe0b'],
] as const;

function sequence(seed: number): () => number {
  let state = (seed * 2_654_435_761) % 4_294_967_296;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

function bouquetSvg(seed: number, size: number): string {
  const random = sequence(seed + 1);
  const palette = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const centre = size / 2;
  const flowers: string[] = [];
  for (let i = 0; i < 26; i += 1) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * size * 0.26;
    const x = centre + Math.cos(angle) * distance;
    const y = size * 0.4 + Math.sin(angle) * distance * 0.8;
    const r = size * (0.045 + random() * 0.03);
    const colour = palette[i % palette.length] ?? '#e63946';
    flowers.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 1.25).toFixed(1)}" fill="${colour}" opacity="0.55"/>`,
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${colour}" stroke="#00000022"/>`,
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 0.35).toFixed(1)}" fill="#00000026"/>`,
    );
  }
  const stems = Array.from({ length: 9 }, (_, i) => {
    const top = centre - size * 0.12 + i * size * 0.03;
    return `<line x1="${top.toFixed(1)}" y1="${(size * 0.5).toFixed(1)}" x2="${(centre - size * 0.02 + i * size * 0.005).toFixed(1)}" y2="${(size * 0.92).toFixed(1)}" stroke="#2d6a4f" stroke-width="${(size * 0.012).toFixed(1)}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f1faee"/><stop offset="1" stop-color="#d8f3dc"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  ${stems.join('\n  ')}
  <path d="M ${centre - size * 0.16} ${size * 0.62} L ${centre + size * 0.16} ${size * 0.62} L ${centre + size * 0.05} ${size * 0.8} L ${centre - size * 0.05} ${size * 0.8} Z" fill="#e9d8a6"/>
  ${flowers.join('\n  ')}
</svg>`;
}

/** Drawn locally, so the demo catalogue needs no downloads. */
export function bouquetImage(seed: number, size = 1280): Sharp {
  return sharp(Buffer.from(bouquetSvg(seed, size)));
}
