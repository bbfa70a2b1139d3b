import { zodResolver } from '@hookform/resolvers/zod';
import {
  COURSE_DEFAULT_XP,
  courseInputSchema,
  DIFFICULTIES,
  type AdminCourse,
  type CourseInput,
  type Difficulty,
} from '@woodshed/shared';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The course form as typed: the XP input's text (the shared schema decides what it means). */
export interface CourseFormValues {
  title: string;
  description: string;
  heroImageUrl: string;
  thumbnailUrl: string;
  difficulty: Difficulty;
  duration: string;
  xpAwarded: string;
  isAvailable: boolean;
}
export type CourseFormOutput = z.output<typeof courseInputSchema>;

export const DIFFICULTY_OPTIONS = DIFFICULTIES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

/** A new course: beginner, 100 XP, not yet available. */
export const NEW_COURSE: CourseFormValues = {
  title: '',
  description: '',
  heroImageUrl: '',
  thumbnailUrl: '',
  difficulty: 'beginner',
  duration: '',
  xpAwarded: String(COURSE_DEFAULT_XP),
  isAvailable: false,
};

export function valuesOfCourse(course: AdminCourse): CourseFormValues {
  return {
    title: course.title,
    description: course.description,
    heroImageUrl: course.heroImageUrl,
    thumbnailUrl: course.thumbnailUrl,
    difficulty: course.difficulty,
    duration: course.duration,
    xpAwarded: String(course.xpAwarded),
    isAvailable: course.isAvailable,
  };
}

/** An empty number input is no number at all (refused as 'XP awarded must be…'), never 0. */
export const numberOrNaN = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** What the inputs hold, as the request the shared schema checks. */
export function toCourseInput(values: CourseFormValues): CourseInput {
  return { ...values, xpAwarded: numberOrNaN(values.xpAwarded) };
}

/** The shared request schema, read from what the inputs hold: the same rules and messages as the server. */
export const courseResolver: Resolver<CourseFormValues, unknown, CourseFormOutput> = (values, context, options) =>
  zodResolver(courseInputSchema)(toCourseInput(values), context, options as never) as ReturnType<
    Resolver<CourseFormValues, unknown, CourseFormOutput>
  >;
