import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { AdminCoursesTab } from '@/features/courses';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/document-title';
import { AdminAreaLinks } from '../components/AdminAreaLinks';
import { UserManagementTab } from '../components/users/UserManagementTab';

/** The dashboard's tabs, User Management first. The tab is in the address (?tab=courses). */
const TABS = [
  { value: 'users', label: 'User Management' },
  { value: 'courses', label: 'Courses' },
] as const;
type AdminTab = (typeof TABS)[number]['value'];
const DEFAULT_TAB: AdminTab = 'users';
const isTab = (value: string | null): value is AdminTab => TABS.some((tab) => tab.value === value);

/** /admin: the Admin Dashboard: links to the admin areas, then its tabs. */
export function Component() {
  useDocumentTitle('Admin Dashboard');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = isTab(requested) ? requested : DEFAULT_TAB;

  const selectTab = (value: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', value);
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description="Run the school: users, courses, the library and uploaded files."
      />
      <AdminAreaLinks />
      <Tabs.Root value={tab} onValueChange={selectTab}>
        <Tabs.List
          aria-label="Admin Dashboard"
          className="mb-4 inline-flex gap-1 rounded-lg border border-stone-200 bg-stone-100 p-1"
        >
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 transition-colors hover:bg-white hover:text-stone-900',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-700',
                'data-[state=active]:bg-amber-800 data-[state=active]:text-white data-[state=active]:shadow-sm',
              )}
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content
          value="users"
          className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          <UserManagementTab />
        </Tabs.Content>
        <Tabs.Content
          value="courses"
          className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          <AdminCoursesTab />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
