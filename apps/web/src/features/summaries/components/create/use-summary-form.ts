import { messages, SUMMARY_ATTACHMENTS_MAX, SUMMARY_REDIRECT_DELAY_MS } from '@woodshed/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { applyApiError, useSchemaForm } from '@/components/ui/form';
import { useUnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { ApiError, isApiError } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useCreateSummary } from '../../api/create-summary';
import {
  newSummaryValues,
  summaryFieldOf,
  summaryResolver,
  type AddedMember,
  type SummaryFormOutput,
} from './summary-form-model';
import { attachmentIdsOf, pendingUploads } from './upload-list';
import { useUploadList } from './use-upload-list';

const m = messages.summaries;

/** The refusal with the request field it blames renamed to the form's ('memberIds.2' → members). */
function inFormTerms(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const field = summaryFieldOf(error.field);
  return field ? new ApiError(error.status, error.code, error.message, field) : error;
}

/**
 * The create form's state: react-hook-form over the shared request schema, the upload list beside it (its problems
 * under `attachments`), the unsaved-changes guard, and once created the notice with focus, then the learner's page.
 */
export function useSummaryForm(learner: AddedMember) {
  const navigate = useNavigate();
  const create = useCreateSummary();
  const uploads = useUploadList();
  const resolver = useMemo(() => summaryResolver(learner.id), [learner.id]);
  const form = useSchemaForm({ resolver, defaultValues: newSummaryValues() });
  const [created, setCreated] = useState(false);
  const guard = useUnsavedChangesGuard(!created && (form.formState.isDirty || uploads.items.length > 0));
  const { leaveWithoutAsking } = guard;
  const successRef = useRef<HTMLDivElement>(null);
  const pending = pendingUploads(uploads.items);

  useEffect(() => {
    if (!created) return;
    successRef.current?.focus();
    const timer = window.setTimeout(
      () => leaveWithoutAsking(() => void navigate(paths.adminUser(learner.id))),
      SUMMARY_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [created, leaveWithoutAsking, navigate, learner.id]);

  const refuseAttachments = (message: string) =>
    form.setError('attachments', { type: 'validate', message }, { shouldFocus: true });

  const save = (request: SummaryFormOutput) => {
    if (create.isPending || created) return;
    if (pending > 0) return refuseAttachments(m.uploadsPending);
    const attachmentIds = attachmentIdsOf(uploads.items);
    if (attachmentIds.length > SUMMARY_ATTACHMENTS_MAX) return refuseAttachments(m.tooManyAttachments);
    create.mutate(
      { ...request, attachmentIds },
      {
        onSuccess: () => setCreated(true),
        onError: (error) => applyApiError(form, inFormTerms(error), { fallback: m.createFailed, alsoShow: [404, 413] }),
      },
    );
  };

  const addFiles = (files: File[]) => {
    form.clearErrors('attachments');
    uploads.add(files);
  };

  return { form, save, created, successRef, guard, uploads, addFiles, pending, busy: create.isPending };
}
