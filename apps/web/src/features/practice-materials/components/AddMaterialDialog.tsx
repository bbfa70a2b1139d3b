import { messages, type Collection } from '@woodshed/shared';
import { useMemo, useState } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { materialKey, problemMessage, useAddMaterial } from '@/features/collections';
import type { MaterialRef } from '@/lib/paths';
import { MaterialPicker } from './MaterialPicker';

interface AddMaterialDialogProps {
  /** The collection materials are added to; null when closed. */
  collection: Collection | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Add Material: one search box over published library items (searched on the server) and chords (by name);
 * items already in the collection show as added. The dialog stays open so several can be added.
 */
export function AddMaterialDialog({ collection, onClose, onCloseAutoFocus }: AddMaterialDialogProps) {
  return (
    <Dialog
      open={collection !== null}
      onOpenChange={(open) => !open && onClose()}
      title={collection ? `Add Material to ${collection.title}` : 'Add Material'}
      description="Search the library and the chords, then add what you want to practise."
      className="sm:max-w-2xl"
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {collection && <Picker key={collection.id} collection={collection} />}
    </Dialog>
  );
}

type Notice = { tone: 'success' | 'error'; text: string };

function Picker({ collection }: { collection: Collection }) {
  const add = useAddMaterial();
  const [notice, setNotice] = useState<Notice | null>(null);
  const inCollection = useMemo(() => new Set(collection.materials.map(materialKey)), [collection.materials]);

  const addMaterial = (ref: MaterialRef, title: string) => {
    add.mutate(
      { collectionId: collection.id, body: ref },
      {
        onSuccess: () =>
          setNotice({ tone: 'success', text: messages.collectionMaterials.addedItem(title, collection.title) }),
        onError: (error) => setNotice({ tone: 'error', text: problemMessage(error, messages.collections.addFailed) }),
      },
    );
  };

  return (
    <MaterialPicker
      isChosen={(ref) => inCollection.has(materialKey(ref))}
      onChoose={addMaterial}
      pendingKey={add.isPending ? materialKey(add.variables.body) : null}
      notice={notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
    />
  );
}
