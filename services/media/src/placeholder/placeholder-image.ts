/** Placeholder sizes are bounded, so no request can ask for a huge image. */
export const PLACEHOLDER_MAX = 2000;
export const PLACEHOLDER_TEXT_MAX = 60;

// Desert, dusk and Atlas palettes; the text picks one, so each tour's placeholder keeps its look.
const PALETTES = [
  ['#f59e0b', '#b45309', '#78350f'],
  ['#fb923c', '#c2410c', '#7c2d12'],
  ['#fcd34d', '#d97706', '#92400e'],
  ['#93c5fd', '#2563eb', '#1e3a8a'],
  ['#a8a29e', '#57534e', '#292524'],
] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function paletteFor(text: string) {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return PALETTES[hash % PALETTES.length]!;
}

/**
 * A generated placeholder picture: a sky gradient, a sun and two dune curves, with an optional
 * caption. Text is XML-escaped and cut, and the SVG has no script, link or external reference.
 */
export function renderPlaceholder(width: number, height: number, text = ''): string {
  const characters = [...text.trim()].slice(0, PLACEHOLDER_TEXT_MAX);
  const caption = escapeXml(characters.join(''));
  const [light, mid, dark] = paletteFor(text || `${width}x${height}`);
  // A bold sans-serif letter is about 0.6 em wide: size the caption to fit within the width.
  const fontSize = Math.max(
    8,
    Math.round(Math.min(height / 6, width / (0.62 * characters.length + 2))),
  );
  const dune = (lift: number) =>
    `M0 ${height * lift} C ${width * 0.3} ${height * (lift - 0.18)}, ${width * 0.6} ${height * (lift + 0.12)}, ${width} ${height * (lift - 0.06)} L ${width} ${height} L 0 ${height} Z`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${width * 0.75}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.09}" fill="#fff7ed" opacity="0.85"/>`,
    `<path d="${dune(0.72)}" fill="${mid}" opacity="0.75"/>`,
    `<path d="${dune(0.84)}" fill="${dark}"/>`,
    caption
      ? `<text x="50%" y="${height * 0.52}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="600" fill="#fff">${caption}</text>`
      : '',
    '</svg>',
  ].join('');
}
