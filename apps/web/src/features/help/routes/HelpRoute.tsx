import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { useDocumentTitle } from '@/lib/document-title';
import { helpSections } from '../help-topics';

const sectionId = (title: string) => `help-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export function Component() {
  useDocumentTitle('Help Center');
  return (
    <>
      <PageHeader title="Help Center" description="What you can do in Woodshed, and where to find it." />
      <div className="flex flex-col gap-10">
        {helpSections.map((section) => (
          <section key={section.title} aria-labelledby={sectionId(section.title)}>
            <h2 id={sectionId(section.title)} className="mb-4 text-lg font-semibold text-stone-900">
              {section.title}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {section.topics.map(({ to, title, description, icon: Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="group flex h-full gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition hover:border-amber-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
                  >
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-800">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold text-stone-900 group-hover:text-amber-900">{title}</span>
                      <span className="mt-0.5 block text-sm text-stone-600">{description}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
