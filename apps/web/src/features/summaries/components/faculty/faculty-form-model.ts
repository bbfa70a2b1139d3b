import { zodResolver } from '@hookform/resolvers/zod';
import { facultyInputSchema, type Faculty } from '@woodshed/shared';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The faculty form as typed: every field a text ('' for empty); the shared schema turns empties into null. */
export interface FacultyFormValues {
  firstName: string;
  lastName: string;
  title: string;
  bio: string;
  avatarUrl: string;
}
export type FacultyFormOutput = z.output<typeof facultyInputSchema>;

export const NEW_FACULTY: FacultyFormValues = { firstName: '', lastName: '', title: '', bio: '', avatarUrl: '' };

export function valuesOfFaculty(faculty: Faculty): FacultyFormValues {
  return {
    firstName: faculty.firstName,
    lastName: faculty.lastName,
    title: faculty.title ?? '',
    bio: faculty.bio ?? '',
    avatarUrl: faculty.avatarUrl ?? '',
  };
}

/** The shared request schema: the same rules and messages as the server. */
export const facultyResolver: Resolver<FacultyFormValues, unknown, FacultyFormOutput> = (values, context, options) =>
  zodResolver(facultyInputSchema)(values, context, options as never) as ReturnType<
    Resolver<FacultyFormValues, unknown, FacultyFormOutput>
  >;
