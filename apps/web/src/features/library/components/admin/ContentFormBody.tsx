import { CONTENT_TYPE_LABELS, type LibraryDetail } from '@woodshed/shared';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { Form } from '@/components/ui/form';
import { FileUrlField } from '@/features/storage';
import { paths } from '@/lib/paths';
import { CommonFields } from './CommonFields';
import { formTitle, type ContentFormConfig } from './content-form-model';
import { useContentForm } from './use-content-form';

interface ContentFormBodyProps<D> {
  config: ContentFormConfig<D>;
  /** The saved item in edit mode; null to create. */
  initial: LibraryDetail | null;
}

/** The form itself: one shell for all five content types; the type's own fields come from `config`. */
export function ContentFormBody<D>({ config, initial }: ContentFormBodyProps<D>) {
  const { form, formRef, guard, busy, editing, submit, common, details, errors, changeCommon, changeDetails } =
    useContentForm(config, initial);
  const { Fields, Body } = config;
  const title = formTitle(config.type, editing);
  const singular = CONTENT_TYPE_LABELS[config.type].singular;

  return (
    <div className="mx-auto w-full max-w-3xl">
      <Card className="p-4 sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
          <Link
            to={paths.adminLibrary}
            aria-label="Close"
            className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-amber-700"
          >
            <X aria-hidden="true" className="size-5" />
          </Link>
        </div>
        <Form
          ref={formRef}
          form={form}
          onSubmit={submit}
          label={title}
          guardUnsaved={guard}
          className="flex flex-col gap-5"
        >
          <p className="text-sm text-stone-600">{config.requiredNote}</p>
          <CommonFields values={common} onChange={changeCommon} errors={errors} />
          <Fields values={details} onChange={changeDetails} errors={errors} />
          <FileUrlField
            label="Thumbnail URL"
            name="thumbnailUrl"
            category="image"
            required={config.thumbnailRequired}
            placeholder="https://… or /files/images/…"
            hint="Choose an uploaded image. Images on other sites are not shown; the card gets a placeholder."
            value={common.thumbnailUrl}
            onChange={(thumbnailUrl) => changeCommon({ thumbnailUrl })}
            error={errors.thumbnailUrl}
          />
          {Body && <Body values={details} onChange={changeDetails} errors={errors} />}
          <CheckboxField
            label="Published"
            name="published"
            checked={common.published}
            onChange={(event) => changeCommon({ published: event.target.checked })}
            error={errors.published}
          />
          <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
            <Link to={paths.adminLibrary} className={buttonClasses('secondary')}>
              Cancel
            </Link>
            <Button type="submit" loading={busy} loadingText={editing ? 'Saving...' : 'Creating...'}>
              {editing ? 'Save Changes' : `Create ${singular}`}
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
