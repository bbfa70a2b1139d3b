import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the form ("Create an account", "Back to sign in"). */
  footer?: ReactNode;
}

export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Card className="w-full max-w-md p-6 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
      {description && <p className="mt-1.5 text-sm text-stone-600">{description}</p>}
      <div className="mt-6">{children}</div>
      {footer && <div className="mt-6 border-t border-stone-200 pt-5 text-sm text-stone-700">{footer}</div>}
    </Card>
  );
}
