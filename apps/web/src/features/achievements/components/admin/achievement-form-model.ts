import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACHIEVEMENT_CRITERIA,
  ACHIEVEMENT_CRITERION_LABELS,
  ACHIEVEMENT_DEFAULT_XP,
  achievementInputSchema,
  formatCount,
  type AchievementCriterion,
  type AchievementInput,
  type AdminAchievement,
  type Criterion,
} from '@woodshed/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The achievement form as typed: number inputs hold text, the criterion is a select and a threshold. */
export interface AchievementFormValues {
  title: string;
  description: string;
  xpAwarded: string;
  iconUrl: string;
  heroImageUrl: string;
  repeatable: boolean;
  /** '' is "None (awarded by hand)". */
  criterionType: AchievementCriterion | '';
  threshold: string;
}
export type AchievementFormOutput = z.output<typeof achievementInputSchema>;
export type AchievementFormField = keyof AchievementFormValues;

/** The form's fields in page order (a server refusal naming one goes beside it). */
export const ACHIEVEMENT_FIELDS = [
  'title',
  'description',
  'xpAwarded',
  'iconUrl',
  'heroImageUrl',
  'repeatable',
  'criterionType',
  'threshold',
] as const satisfies ReadonlyArray<AchievementFormField>;

export const NO_CRITERION_LABEL = 'None (awarded by hand)';

export const CRITERION_OPTIONS: ReadonlyArray<{ value: AchievementCriterion | ''; label: string }> = [
  { value: '', label: NO_CRITERION_LABEL },
  ...ACHIEVEMENT_CRITERIA.map((value) => ({ value, label: ACHIEVEMENT_CRITERION_LABELS[value].label })),
];

/** How the list states a criterion: 'Practice streak ≥ 7 days', 'Courses completed ≥ 1 course', or 'Awarded by hand'. */
export function criterionText(criterion: Criterion | null): string {
  if (!criterion) return 'Awarded by hand';
  const { label, unit } = ACHIEVEMENT_CRITERION_LABELS[criterion.type];
  return `${label} ≥ ${formatCount(criterion.threshold, unit)}`;
}

/** A new achievement: 100 XP, repeatable, no criterion. */
export const NEW_ACHIEVEMENT: AchievementFormValues = {
  title: '',
  description: '',
  xpAwarded: String(ACHIEVEMENT_DEFAULT_XP),
  iconUrl: '',
  heroImageUrl: '',
  repeatable: true,
  criterionType: '',
  threshold: '',
};

export function valuesOfAchievement(achievement: AdminAchievement): AchievementFormValues {
  return {
    title: achievement.title,
    description: achievement.description,
    xpAwarded: String(achievement.xpAwarded),
    iconUrl: achievement.iconUrl,
    heroImageUrl: achievement.heroImageUrl ?? '',
    repeatable: achievement.repeatable,
    criterionType: achievement.criterion?.type ?? '',
    threshold: achievement.criterion ? String(achievement.criterion.threshold) : '',
  };
}

/** An empty number input is no number at all (refused with the field's message), never 0. */
const numberOrNaN = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** What the inputs hold, as the request the shared schema checks. */
export function toAchievementInput(values: AchievementFormValues): AchievementInput {
  const { criterionType, threshold, xpAwarded, ...rest } = values;
  return {
    ...rest,
    xpAwarded: numberOrNaN(xpAwarded),
    criterion: criterionType === '' ? null : { type: criterionType, threshold: numberOrNaN(threshold) },
  };
}

/**
 * Where a request path lands in the form: the criterion's type and threshold are two inputs of their own
 * ('criterion.threshold' → threshold); anything else about the criterion goes beside the select.
 */
export function formFieldOf(path: string | undefined): AchievementFormField | null {
  if (!path) return null;
  if (path === 'criterion.threshold') return 'threshold';
  if (path === 'criterion' || path.startsWith('criterion.')) return 'criterionType';
  return ACHIEVEMENT_FIELDS.find((field) => field === path) ?? null;
}

type RequestErrors = FieldErrors<AchievementInput> & {
  criterion?: { message?: string; type?: { message?: string }; threshold?: { message?: string } };
};

/** The shared request schema, read from what the inputs hold: the same rules and messages as the server. */
export const achievementResolver: Resolver<AchievementFormValues, unknown, AchievementFormOutput> = async (
  values,
  context,
  options,
) => {
  const result = await zodResolver(achievementInputSchema)(toAchievementInput(values), context, options as never);
  const { criterion, ...errors } = result.errors as RequestErrors;
  if (!criterion) return result as Awaited<ReturnType<Resolver<AchievementFormValues, unknown, AchievementFormOutput>>>;
  const mapped: FieldErrors<AchievementFormValues> = { ...(errors as FieldErrors<AchievementFormValues>) };
  const threshold = criterion.threshold?.message;
  const type = criterion.type?.message ?? criterion.message;
  if (threshold) mapped.threshold = { type: 'validate', message: threshold };
  if (type) mapped.criterionType = { type: 'validate', message: type };
  return { values: {}, errors: mapped };
};
