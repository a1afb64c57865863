// The site icon: a lit diya in a gold ring on maroon. Written by hand so the SVG stays tiny.

/** The favicon as SVG; `fullBleed` fills the square (for the apple-touch icon, which iOS masks). */
export function iconSvg(size: number, fullBleed = false): string {
  const bg = fullBleed
    ? '<rect width="64" height="64" fill="#7a1f2b"/>'
    : '<rect width="64" height="64" rx="14" fill="#7a1f2b"/>';
  const scale = fullBleed ? ' transform="translate(8 8) scale(.75)"' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${bg}<g${scale}>` +
    '<circle cx="32" cy="32" r="25" fill="none" stroke="#efcf7a" stroke-width="2.5"/>' +
    '<path d="M32 9c5 7 7 11 7 16a7 7 0 0 1-14 0c0-5 2-9 7-16z" fill="#f4a94a"/>' +
    '<path d="M32 17c2.5 4 3.5 6 3.5 9a3.5 3.5 0 0 1-7 0c0-3 1-5 3.5-9z" fill="#fff1c1"/>' +
    '<path d="M14 37h36c-1 9-8 15-18 15s-17-6-18-15z" fill="#e8891c"/>' +
    '<path d="M14 37h36" stroke="#efcf7a" stroke-width="3" stroke-linecap="round"/>' +
    '</g></svg>'
  );
}
