import { messages } from '@woodshed/shared';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useDocumentTitle } from '@/lib/document-title';
import { useProfile } from '../api/profile';
import { ProfileForm } from '../components/ProfileForm';
import { ProfileView } from '../components/ProfileView';
import { YourData } from '../components/YourData';

/** /profile: view mode, and edit mode with Save and Cancel (which reloads the stored data). */
export function Component() {
  useDocumentTitle('Profile');
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);

  // Back in view mode, focus returns to Edit Profile once it is on the page again.
  useEffect(() => {
    if (editing || !returnFocus) return;
    editButton.current?.focus();
    setReturnFocus(false);
  }, [editing, returnFocus]);

  const leaveEditing = () => {
    setEditing(false);
    setReturnFocus(true);
  };

  const data = profile.data;
  return (
    <>
      <PageHeader
        title="Profile"
        description="Who you are as a player, and how Woodshed keeps your days."
        actions={
          data &&
          !editing && (
            <Button
              ref={editButton}
              variant="secondary"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              <Pencil aria-hidden="true" className="mr-2 size-4" />
              Edit Profile
            </Button>
          )
        }
      />
      {!data && profile.isError && (
        <LoadError
          message={messages.profile.loadFailed}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
          size="md"
        />
      )}
      {!data && !profile.isError && (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading your profile…" />
        </div>
      )}
      {data && saved && !editing && (
        <Banner tone="success" className="mb-4">
          {messages.profile.saved}
        </Banner>
      )}
      {data &&
        (editing ? (
          <ProfileForm
            profile={data}
            onSaved={() => {
              setSaved(true);
              leaveEditing();
            }}
            onCancel={() => {
              // Cancel reloads the stored data.
              void profile.refetch();
              leaveEditing();
            }}
          />
        ) : (
          <div className="flex flex-col gap-6">
            <ProfileView profile={data} />
            <YourData />
          </div>
        ))}
    </>
  );
}
