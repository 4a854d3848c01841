/**
 * A Lucide icon as two DOM nodes (an <svg> and one <path>) and no component: for a list that draws the same
 * icon on every row or card (issue 31, decision 099). Each `lucide-react` icon is two components per use
 * (its forwardRef and `Icon`, which reads a context and builds its attributes and classes on every render)
 * and one DOM node per shape (Trash2 is six). Call it once at module level and place the element it
 * returns wherever the icon goes: React renders a shared element as often as it is placed.
 *
 * `d` is the icon's shapes joined into one path (Lucide's own coordinates, 24×24, drawn with its stroke:
 * a circle or a rect with round corners written as arcs, a dot as a circle of radius 1, which its stroke fills as
 * Lucide's filled one), so it looks as the Lucide icon does at any size.
 */
export function lineIcon(d: string, className = 'size-4') {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
