// WCAG 2 contrast, for specs that check the colours a screen draws with.

/** Reads "#rgb", "#rrggbb" or "rgb(r, g, b)" (as jsdom reports inline colours) into 0-255 channels. */
export function parseColor(value: string): [number, number, number] {
  const rgb = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)/.exec(value.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  let hex = value.trim().replace(/^#/, '');
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a colour: ${value}`);
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

const luminance = (color: string) => {
  const [r, g, b] = parseColor(color).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The contrast ratio of two colours, 1 to 21; WCAG AA asks 4.5 for normal text. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
