import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { isEmbeddableImageUrl } from '@/lib/urls';

interface FacultyAvatarProps {
  firstName: string;
  lastName: string;
  avatarUrl: string | null | undefined;
  className?: string;
}

/** 'Ann Lee'. */
export const fullName = (faculty: { firstName: string; lastName: string }): string =>
  `${faculty.firstName} ${faculty.lastName}`;

/** 'Ann', 'Lee' → 'AL'. */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/**
 * A faculty member's picture, or their initials when there is none (or it cannot load under the CSP). Decorative:
 * the name beside it says who it is.
 */
export function FacultyAvatar({ firstName, lastName, avatarUrl, className }: FacultyAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = isEmbeddableImageUrl(avatarUrl) && avatarUrl !== failed ? avatarUrl : null;
  const initials = initialsOf(firstName, lastName);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-amber-100 font-semibold text-amber-900',
        className,
      )}
    >
      {shown ? (
        <img
          key={shown}
          src={shown}
          alt=""
          decoding="async"
          onError={() => setFailed(shown)}
          className="size-full object-cover"
        />
      ) : (
        initials || <UserRound className="size-1/2" />
      )}
    </span>
  );
}
