interface FocusAreaTagsProps {
  names: string[];
  announceName?: boolean;
}

/**
 * The focus areas of a session as small tags; a dash when there are none. `announceName` prefixes the
 * list with a visually hidden 'Focus areas:' where nothing else (a column header) says what it is.
 */
export function FocusAreaTags({ names, announceName = false }: FocusAreaTagsProps) {
  if (names.length === 0) return <span className="text-stone-500">—</span>;
  return (
    <>
      {announceName && <span className="sr-only">Focus areas:</span>}
      <ul className="flex flex-wrap gap-1.5">
        {names.map((name, index) => (
          <li
            key={`${index}-${name}`}
            className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200"
          >
            {name}
          </li>
        ))}
      </ul>
    </>
  );
}
