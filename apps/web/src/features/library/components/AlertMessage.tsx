import { AlertDialog } from 'radix-ui';
import { buttonClasses } from '@/components/ui/Button';

interface AlertMessageProps {
  /** The message; the alert is open while there is one. */
  message: string | null;
  title: string;
  onDismiss: () => void;
}

/** A modal alert (role="alertdialog") with one 'OK' button, which has focus and closes it. */
export function AlertMessage({ message, title, onDismiss }: AlertMessageProps) {
  return (
    <AlertDialog.Root open={message !== null} onOpenChange={(open) => !open && onDismiss()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl border border-stone-200 bg-white p-5 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-stone-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-700">{message}</AlertDialog.Description>
          <div className="mt-5 flex justify-end">
            <AlertDialog.Action className={buttonClasses('primary')}>OK</AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
