import { zodResolver } from '@hookform/resolvers/zod';
import {
  MODULE_WEIGHT_MAX,
  MODULE_WEIGHT_MIN,
  moduleInputSchema,
  type AdminModule,
  type ModuleInput,
} from '@woodshed/shared';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { numberOrNaN } from './course-form-model';

/** The module form as typed: number inputs hold text; blank URLs mean none. */
export interface ModuleFormValues {
  title: string;
  order: string;
  weight: string;
  lockedUntilDay: string;
  description: string;
  content: string;
  videoUrl: string;
  thumbnailUrl: string;
  heroImageUrl: string;
}
export type ModuleFormOutput = z.output<typeof moduleInputSchema>;

/** A new module: the given order (the course's highest + 1, or 0), weight 1, open at once. */
export function newModule(order: number): ModuleFormValues {
  return {
    title: '',
    order: String(order),
    weight: '1',
    lockedUntilDay: '',
    description: '',
    content: '',
    videoUrl: '',
    thumbnailUrl: '',
    heroImageUrl: '',
  };
}

export function valuesOfModule(module: AdminModule): ModuleFormValues {
  return {
    title: module.title,
    order: String(module.order),
    weight: String(module.weight),
    lockedUntilDay: module.lockedUntilDay === null ? '' : String(module.lockedUntilDay),
    description: module.description,
    content: module.content,
    videoUrl: module.videoUrl ?? '',
    thumbnailUrl: module.thumbnailUrl ?? '',
    heroImageUrl: module.heroImageUrl ?? '',
  };
}

/**
 * What the inputs hold, as the request: a blank order is no number (refused), a blank weight is the default 1, a
 * blank lock means immediate access.
 */
export function toModuleInput(values: ModuleFormValues): ModuleInput {
  return {
    ...values,
    order: numberOrNaN(values.order),
    weight: values.weight.trim() === '' ? undefined : numberOrNaN(values.weight),
    lockedUntilDay: values.lockedUntilDay.trim() === '' ? null : numberOrNaN(values.lockedUntilDay),
  };
}

/** A typed weight as it will be saved: rounded and clamped to 1–10; other text is left alone. */
export function clampedWeight(text: string): string {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return text;
  return String(Math.min(MODULE_WEIGHT_MAX, Math.max(MODULE_WEIGHT_MIN, Math.round(value))));
}

export const moduleResolver: Resolver<ModuleFormValues, unknown, ModuleFormOutput> = (values, context, options) =>
  zodResolver(moduleInputSchema)(toModuleInput(values), context, options as never) as ReturnType<
    Resolver<ModuleFormValues, unknown, ModuleFormOutput>
  >;
