import { brand } from '../../content/brand';

/** The mark from the brand configuration (packages/brand), drawn on a 64 x 64 square. */
export function BrandMark({ className = 'h-9 w-9' }: { className?: string }) {
  const { logo } = brand;
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx={logo.cornerRadius} fill={logo.background} />
      {logo.shapes.map((shape, index) =>
        shape.kind === 'circle' ? (
          <circle key={index} cx={shape.cx} cy={shape.cy} r={shape.r} fill="none" stroke={shape.stroke} strokeWidth={shape.strokeWidth} />
        ) : (
          <path key={index} d={shape.d} fill="none" stroke={shape.stroke} strokeWidth={shape.strokeWidth} />
        ),
      )}
    </svg>
  );
}
