import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { cn } from '@/lib/cn';
import { Button, buttonClasses, type ButtonVariant } from './Button';

/** How a row action looks: a filled main action, an outlined one, or the red text of a delete. */
export type RowActionLook = 'primary' | 'secondary' | 'delete';

const looks: Record<RowActionLook, { variant: ButtonVariant; className?: string }> = {
  primary: { variant: 'primary' },
  secondary: { variant: 'secondary' },
  delete: { variant: 'ghost', className: 'text-red-700 hover:bg-red-50 hover:text-red-800' },
};

interface RowActionBase {
  /** The visible word ('Edit', 'Make Available'); the accessible name starts with it (WCAG 2.5.3). */
  label: string;
  /**
   * Read after the label, so each row's button names its row: the row's name ('Edit Scales'), or a phrase
   * ('of Scales' for 'Modules of Scales', 'Warmup phase' for 'Delete Warmup phase').
   */
  subject: string;
  icon?: LucideIcon;
  look?: RowActionLook;
  /** Phones show the icon only (the accessible name stays whole), so the row's buttons fit one line. */
  iconOnlyOnPhones?: boolean;
  id?: string;
  /** A tooltip, for an action shown as an icon only. */
  title?: string;
  /** Data attributes that find the element again (`{ 'data-edit-session': id }`: focus returns to it). */
  marker?: Record<`data-${string}`, string>;
}

export interface RowActionButtonProps extends RowActionBase {
  /** `opener` is the button pressed: a dialog it opens gives focus back to it. */
  onClick: (opener: HTMLButtonElement) => void;
  disabled?: boolean;
  /** A spinner and `loadingText` while the action runs (the button is disabled meanwhile). */
  loading?: boolean;
  loadingText?: string;
}

export interface RowActionLinkProps extends RowActionBase {
  /** A link styled as the button (Edit on a page of its own). */
  to: To;
}

export type RowActionProps = RowActionButtonProps | RowActionLinkProps;

function RowActionContent({ label, icon: Icon, iconOnlyOnPhones }: RowActionBase) {
  return (
    <>
      {Icon && <Icon aria-hidden="true" className="size-4" />}
      {iconOnlyOnPhones ? <span className="max-sm:sr-only">{label}</span> : label}
    </>
  );
}

/**
 * One action of a row: a small button, or a link that looks like one, named '{label} {subject}' by an aria-label
 * (docs/decisions.md, "Accessible names"): no hidden text, so the row's name appears once in its text.
 */
export function RowAction(props: RowActionProps) {
  const { variant, className } = looks[props.look ?? 'secondary'];
  const classes = cn(className, props.iconOnlyOnPhones && 'max-sm:px-2');
  const name = `${props.label} ${props.subject}`;
  if ('to' in props) {
    return (
      <Link
        {...props.marker}
        id={props.id}
        aria-label={name}
        title={props.title}
        to={props.to}
        className={buttonClasses(variant, 'sm', classes)}
      >
        <RowActionContent {...props} />
      </Link>
    );
  }
  return (
    <Button
      {...props.marker}
      id={props.id}
      aria-label={name}
      title={props.title}
      size="sm"
      variant={variant}
      className={classes}
      disabled={props.disabled}
      loading={props.loading}
      loadingText={props.loadingText}
      onClick={(event) => props.onClick(event.currentTarget)}
    >
      <RowActionContent {...props} />
    </Button>
  );
}

type PresetProps<P> = Omit<P, 'label' | 'icon' | 'look'> & { label?: string };

/** 'Edit {subject}': a button that opens the editor, or a link to the edit page. */
export function EditAction(props: PresetProps<RowActionButtonProps> | PresetProps<RowActionLinkProps>) {
  return <RowAction label="Edit" icon={Pencil} look="secondary" {...props} />;
}

/** 'Delete {subject}' in red; the page asks for a confirmation. */
export function DeleteAction(props: PresetProps<RowActionButtonProps>) {
  return <RowAction label="Delete" icon={Trash2} look="delete" {...props} />;
}

/**
 * The actions at the end of a list row or card (Edit, Delete and the like), in one wrapping line. Every copy of
 * this row used to draw its own buttons; they all go through here, so a row's actions look and read the same.
 */
export function RowActions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('flex shrink-0 flex-wrap items-center gap-2', className)}>{children}</div>;
}
