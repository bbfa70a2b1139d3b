import { messages, type AdminUserRow } from '@woodshed/shared';
import { useState } from 'react';
import type { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { isApiError } from '@/lib/api';
import { useUpdateEventCreator } from '../../api/update-event-creator';
import { useUpdateMembership } from '../../api/update-membership';
import { useUpdateSuperadmin } from '../../api/update-superadmin';
import type { RowPending } from './UserRowControls';

const m = messages.admin;

/** A refusal the server explains (the last superadmin, oneself) in its words; anything else the spec's text. */
const refusal = (error: unknown, fallback: string) =>
  isApiError(error) && (error.status === 403 || error.status === 409 || error.status === 404)
    ? error.message
    : fallback;

/** The confirmation of a superadmin change, naming the user. */
const superadminQuestion = (name: string, grant: boolean) =>
  grant
    ? {
        title: m.superadminGrantTitle(name),
        message: m.superadminGrantQuestion(name),
        confirmLabel: m.superadminGrantConfirm,
      }
    : {
        title: m.superadminRevokeTitle(name),
        message: m.superadminRevokeQuestion(name),
        confirmLabel: m.superadminRevokeConfirm,
      };

type ConfirmDialogProps = Parameters<typeof ConfirmDialog>[0];

/**
 * A superadmin change: full rights are one click away, so the switch asks first (`ask`), and `dialog` is the
 * confirmation's props; a refusal stays in the dialog.
 */
function useSuperadminChange(announce: (text: string) => void) {
  const superadmin = useUpdateSuperadmin();
  const [asking, setAsking] = useState<{ user: AdminUserRow; isSuperadmin: boolean } | null>(null);
  const question = asking && superadminQuestion(asking.user.displayName, asking.isSuperadmin);
  const confirm = () => {
    if (!asking) return;
    const { user, isSuperadmin } = asking;
    superadmin.mutate(
      { userId: user.id, isSuperadmin },
      {
        onSuccess: () => {
          setAsking(null);
          announce(`${user.displayName} is ${isSuperadmin ? 'now' : 'no longer'} a superadmin.`);
        },
      },
    );
  };
  const dialog: ConfirmDialogProps = {
    open: asking !== null,
    onOpenChange: (open) => {
      if (open) return;
      setAsking(null);
      superadmin.reset();
    },
    title: question?.title ?? '',
    message: question?.message,
    confirmLabel: question?.confirmLabel,
    busyLabel: 'Saving...',
    busy: superadmin.isPending,
    error: superadmin.isError ? refusal(superadmin.error, m.superadminUpdateFailed) : null,
    onConfirm: confirm,
  };
  const ask = (user: AdminUserRow, isSuperadmin: boolean) => {
    superadmin.reset();
    setAsking({ user, isSuperadmin });
  };
  const pending = superadmin.isPending ? superadmin.variables : null;
  return { ask, dialog, pending };
}

/**
 * The per-user changes of User Management: membership level and event creator at once, superadmin after a
 * confirmation. Each success is announced; a refusal shows above the list (`error`).
 */
export function useUserRowActions() {
  const membership = useUpdateMembership();
  const eventCreator = useUpdateEventCreator();
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const superadmin = useSuperadminChange(setAnnouncement);

  const pendingOf = (userId: string): RowPending => ({
    ...(membership.isPending && membership.variables.userId === userId
      ? { membershipLevelId: membership.variables.membershipLevelId }
      : {}),
    ...(superadmin.pending?.userId === userId ? { isSuperadmin: superadmin.pending.isSuperadmin } : {}),
    ...(eventCreator.isPending && eventCreator.variables.userId === userId
      ? { eventCreator: eventCreator.variables.eventCreator }
      : {}),
  });

  const actions = {
    onMembership: (user: AdminUserRow, membershipLevelId: number | null) => {
      setError(null);
      membership.mutate(
        { userId: user.id, membershipLevelId },
        {
          onSuccess: (row) => setAnnouncement(`${user.displayName} now has the membership ${row.membershipName}.`),
          onError: (problem) => setError(refusal(problem, m.membershipUpdateFailed)),
        },
      );
    },
    onSuperadmin: (user: AdminUserRow, isSuperadmin: boolean) => {
      setError(null);
      superadmin.ask(user, isSuperadmin);
    },
    onEventCreator: (user: AdminUserRow, isCreator: boolean) => {
      setError(null);
      eventCreator.mutate(
        { userId: user.id, eventCreator: isCreator },
        {
          onSuccess: () =>
            setAnnouncement(`${user.displayName} is ${isCreator ? 'now' : 'no longer'} an event creator.`),
          onError: (problem) => setError(refusal(problem, m.eventCreatorUpdateFailed)),
        },
      );
    },
  };

  return { actions, pendingOf, error, announcement, superadminDialog: superadmin.dialog };
}
