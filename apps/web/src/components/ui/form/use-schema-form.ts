import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@woodshed/shared';
import { useMemo } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** A zod schema of a form's values: what the fields hold (input) and what a valid submit hands over (output). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A schema loaded on first use, for a page whose first visit must not carry zod (the sign-in page's bundle
 * budget). Make it with `lazySchema(() => import('./x-schema').then((module) => module.xSchema))`.
 */
export class LazySchema<S extends FormSchema> {
  private loading: Promise<S> | null = null;

  constructor(private readonly loader: () => Promise<S>) {}

  /** Loads once; a failed load is tried again on the next call. */
  load(): Promise<S> {
    this.loading ??= this.loader().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }
}

export const lazySchema = <S extends FormSchema>(loader: () => Promise<S>) => new LazySchema(loader);

/**
 * The error a lazy schema's resolver answers when its code could not be loaded (the connection dropped): a
 * problem under a name no field has, so the submit is refused and the banner says why.
 */
export const SCHEMA_LOAD_PROBLEM = '_schemaLoad';

function lazyResolver<S extends FormSchema>(schema: LazySchema<S>): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, context, options) => {
    let loaded: S;
    try {
      loaded = await schema.load();
    } catch {
      const errors: FieldErrors = { [SCHEMA_LOAD_PROBLEM]: { type: 'network', message: messages.errors.network } };
      return { values: {}, errors: errors as FieldErrors<z.input<S>> };
    }
    return zodResolver(loaded)(values, context, options);
  };
}

type FormOptions<In extends FieldValues, Out> = Omit<UseFormProps<In, unknown, Out>, 'resolver'>;

export interface SchemaFormOptions<S extends FormSchema> extends FormOptions<z.input<S>, z.output<S>> {
  /** Usually the request body's schema from @woodshed/shared, or a small one with the feature's messages. */
  schema: S | LazySchema<S>;
}

export interface ResolverFormOptions<In extends FieldValues, Out> extends FormOptions<In, Out> {
  /** A resolver built over a schema, for a form whose values need converting first (see the form models). */
  resolver: Resolver<In, unknown, Out>;
}

export type SchemaForm<In extends FieldValues, Out> = UseFormReturn<In, unknown, Out>;

/**
 * react-hook-form over a zod schema: validates on submit, then again as each flagged field changes, and a refused
 * submit focuses the first invalid field (in the order the fields registered, i.e. page order).
 */
export function useSchemaForm<S extends FormSchema>(options: SchemaFormOptions<S>): SchemaForm<z.input<S>, z.output<S>>;
export function useSchemaForm<In extends FieldValues, Out>(options: ResolverFormOptions<In, Out>): SchemaForm<In, Out>;
export function useSchemaForm(
  options: SchemaFormOptions<FormSchema> | ResolverFormOptions<FieldValues, FieldValues>,
): SchemaForm<FieldValues, FieldValues> {
  const {
    schema,
    resolver,
    ...formOptions
  }: Partial<SchemaFormOptions<FormSchema>> & Partial<ResolverFormOptions<FieldValues, FieldValues>> = options;
  const schemaResolver = useMemo(() => {
    if (!schema) return undefined;
    return schema instanceof LazySchema ? lazyResolver(schema) : zodResolver(schema);
  }, [schema]);
  return useForm<FieldValues, unknown, FieldValues>({
    shouldFocusError: true,
    ...formOptions,
    resolver: resolver ?? schemaResolver,
  });
}
