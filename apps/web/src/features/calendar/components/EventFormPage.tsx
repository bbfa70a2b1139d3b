import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Card } from '@/components/ui/Card';
import { TextLink } from '@/components/ui/TextLink';
import { paths } from '@/lib/paths';
import { useCanManageEvents } from './use-can-manage';

/** The frame of the create and edit pages: back to Manage Events, a card with the page's one h1. */
export function EventFormPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const canManage = useCanManageEvents();
  if (!canManage) return <Navigate to={paths.calendar} replace />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col">
      <TextLink to={paths.calendarManage} className="mb-4 inline-flex items-center gap-1 self-start text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Manage Events
      </TextLink>
      <Card className="flex flex-col gap-5 p-4 sm:p-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-1 text-stone-600">{subtitle}</p>}
        </div>
        {children}
      </Card>
    </div>
  );
}
