import { Banner } from './Banner';

interface ProblemBannerProps {
  /** Every problem of the form, in page order (field messages, then any that belongs to no field). */
  problems: readonly string[];
  className?: string;
}

/**
 * A refused form's red banner: one problem as a sentence, several as a list, each message once. It lists them all,
 * as each field shows its own, so the banner never names one problem of several (issue 26).
 */
export function ProblemBanner({ problems, className }: ProblemBannerProps) {
  const unique = [...new Set(problems)];
  if (unique.length === 0) return null;
  return (
    <Banner tone="error" className={className}>
      {unique.length === 1 ? (
        unique[0]
      ) : (
        <ul aria-label="Problems to fix" className="list-disc space-y-0.5 pl-4">
          {unique.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </Banner>
  );
}
