import { messages } from '@woodshed/shared';
import { Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { TextField } from '@/components/ui/TextField';
import { isApiError } from '@/lib/api';
import { accountExportUrls, useDeleteAccount } from '../api/account';

/** "Your data": download everything (JSON) or the practice log (CSV), and delete the account after the password. */
export function YourData() {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<{ field: boolean; message: string } | null>(null);
  const remove = useDeleteAccount();

  const close = () => {
    setConfirming(false);
    setPassword('');
    setProblem(null);
  };
  const confirm = () =>
    remove.mutate(
      { password },
      {
        onError: (error) =>
          setProblem(
            isApiError(error) && (error.field === 'password' || error.code === 'conflict')
              ? { field: error.field === 'password', message: error.message }
              : { field: false, message: messages.account.deleteFailed },
          ),
      },
    );

  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          Your data
        </h2>
        <p className="text-sm text-stone-700">
          Download everything Woodshed holds about you, or your practice sessions as a spreadsheet.
        </p>
        <div className="flex flex-wrap gap-3">
          <a href={accountExportUrls.everything} download className={buttonClasses('secondary', 'md', 'gap-2')}>
            <Download aria-hidden="true" className="size-4" />
            Download all my data (JSON)
          </a>
          <a href={accountExportUrls.practiceCsv} download className={buttonClasses('secondary', 'md', 'gap-2')}>
            <Download aria-hidden="true" className="size-4" />
            Download practice sessions (CSV)
          </a>
        </div>
        <div className="border-t border-stone-200 pt-4">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="mr-2 size-4" />
            Delete my account
          </Button>
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && close()}
        title="Delete your account?"
        confirmLabel="Delete my account"
        busyLabel="Deleting..."
        busy={remove.isPending}
        error={problem && !problem.field ? problem.message : null}
        onConfirm={() => {
          if (password === '') setProblem({ field: true, message: messages.account.passwordRequired });
          else confirm();
        }}
        message={
          <div className="flex flex-col gap-3">
            <p>
              Your practice log, goals, collections, XP and everything else go for good, and you are signed out on every
              device. This cannot be undone.
            </p>
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setProblem(null);
              }}
              error={problem?.field ? problem.message : null}
            />
          </div>
        }
      />
    </Card>
  );
}
