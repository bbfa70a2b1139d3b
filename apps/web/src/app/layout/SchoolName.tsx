import { useSiteInfo } from '@/features/admin';

/** The school's name beside "Woodshed" when a superadmin set one (DESIGN §5.14); cut short rather than crowd the bar. */
export function SchoolName() {
  const { data } = useSiteInfo();
  const name = data?.schoolName;
  if (!name) return null;
  return (
    <span
      title={name}
      className="min-w-0 truncate border-l border-stone-300 pl-3 text-sm font-medium text-stone-700 sm:text-base xl:max-w-48"
    >
      {name}
    </span>
  );
}
