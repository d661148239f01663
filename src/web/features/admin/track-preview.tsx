const WIDTH = 320;
const HEIGHT = 180;
const PAD = 10;

/**
 * A small drawing of a track's line, so the admin sees that the right file was
 * chosen. Plain SVG: the admin screen needs no map library for this.
 * Longitudes are shrunk by the cosine of the latitude so shapes are not stretched.
 */
export function TrackPreview({ line }: { line: readonly (readonly [number, number])[] }) {
  if (line.length < 2) return null;
  const meanLat = line.reduce((sum, [lat]) => sum + lat, 0) / line.length;
  const shrink = Math.cos((meanLat * Math.PI) / 180);
  const points = line.map(([lat, lon]) => [lon * shrink, -lat] as const);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX || 1e-9;
  const spanY = Math.max(...ys) - minY || 1e-9;
  const scale = Math.min((WIDTH - 2 * PAD) / spanX, (HEIGHT - 2 * PAD) / spanY);
  const offsetX = (WIDTH - spanX * scale) / 2;
  const offsetY = (HEIGHT - spanY * scale) / 2;
  const drawn = points.map(([x, y]) => [offsetX + (x - minX) * scale, offsetY + (y - minY) * scale] as const);
  const [startX, startY] = drawn[0] as readonly [number, number];
  const [endX, endY] = drawn.at(-1) as readonly [number, number];
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Preview of the track (${line.length} points)`}
      data-testid="track-preview"
      className="h-auto w-full rounded-lg bg-slate-50 ring-1 ring-slate-200"
    >
      <polyline
        points={drawn.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ")}
        fill="none"
        stroke="#0d5e58"
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
      <circle cx={startX} cy={startY} r={5} fill="#15803d" stroke="#fff" strokeWidth={2} />
      <circle cx={endX} cy={endY} r={5} fill="#b91c1c" stroke="#fff" strokeWidth={2} />
    </svg>
  );
}
