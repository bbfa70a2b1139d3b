import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { TextLink } from '@/components/ui/TextLink';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';

interface LegalPageProps {
  title: string;
  children: ReactNode;
}

/** A static page of prose (privacy policy, terms) with a way back to sign in. */
export function LegalPage({ title, children }: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <Card className="w-full max-w-3xl p-6 sm:p-10">
      <p className="text-sm">
        <TextLink to={paths.login}>
          <span aria-hidden="true">← </span>Back to sign in
        </TextLink>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
      <div className="mt-8 flex flex-col gap-6 text-stone-800 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-stone-900 [&_li]:mt-1 [&_p]:mt-2 [&_p]:leading-relaxed [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </Card>
  );
}
