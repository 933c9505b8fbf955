// A locally generated picture for content that has no photograph yet: an inline SVG built from the
// item's title, so a page never requests an image from another host.
const palettes = [
  ["#7c2d12", "#c2410c"],
  ["#14532d", "#15803d"],
  ["#1e3a8a", "#1d4ed8"],
  ["#581c87", "#7e22ce"],
  ["#134e4a", "#0f766e"],
  ["#713f12", "#a16207"],
] as const;

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

function initials(title: string): string {
  return title
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

export type PlaceholderImageProps = {
  /** The item's title: it picks the colours and the monogram. */
  title: string;
  /** Meaningful alternative text; pass "" only when the picture is purely decorative. */
  alt: string;
  className?: string;
  /** Width / height ratio of the drawing (default 16:9). */
  ratio?: number;
  /** Draw the title's initials (default). Off where something sits on top, e.g. a Play button. */
  monogram?: boolean;
};

export function PlaceholderImage({ title, alt, className, ratio = 16 / 9, monogram = true }: PlaceholderImageProps) {
  const [dark, light] = palettes[hash(title) % palettes.length]!;
  const width = 320;
  const height = Math.round(width / ratio);
  const decorative = alt === "";
  // The gradient is the drawing's CSS background rather than an SVG <linearGradient>: four elements
  // per picture instead of nine (pages such as /testimonials show a dozen), and no gradient id that
  // must stay unique on the page.
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className={className}
      style={{ backgroundImage: `linear-gradient(to bottom right, ${dark}, ${light})` }}
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : alt}
      aria-hidden={decorative ? true : undefined}
      preserveAspectRatio="xMidYMid slice"
      focusable="false"
    >
      <circle cx={width * 0.82} cy={height * 0.2} r={height * 0.35} fill="#ffffff" opacity="0.08" />
      <circle cx={width * 0.1} cy={height * 0.95} r={height * 0.45} fill="#ffffff" opacity="0.06" />
      {monogram && (
        <text
          x="50%"
          y="50%"
          dominantBaseline="central"
          textAnchor="middle"
          fill="#ffffff"
          fontFamily="system-ui, sans-serif"
          fontWeight="700"
          fontSize={height * 0.32}
          opacity="0.9"
        >
          {initials(title)}
        </text>
      )}
    </svg>
  );
}
