/** A 24×24 Material-style icon: decorative, so hidden from screen readers (its button or link
 * carries the accessible name). */
export function Icon({ path, size = 26 }: { path: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}
