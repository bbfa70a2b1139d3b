import {
  TRIAD_TYPES,
  UPLOAD_MAX_BYTES,
  formatFingers,
  formatFrets,
  messages,
  parseFingers,
  parseFrets,
  splitCommaList,
  updateChordRequestSchema,
  uploadLooksAllowed,
  type Chord,
  type TriadType,
  type UpdateChordRequest,
} from '@woodshed/shared';
import { z } from 'zod';

export interface ChordFormValues {
  name: string;
  triadType: TriadType;
  /** Comma-separated, as typed. */
  notes: string;
  intervals: string;
  /** "x 3 2 0 1 0", low E first; blank = no diagram. */
  frets: string;
  fingers: string;
  image: File | null;
  removeImage: boolean;
}

export type ChordFormField = 'name' | 'triadType' | 'notes' | 'intervals' | 'frets' | 'fingers' | 'image';
type ChordFormErrors = Partial<Record<ChordFormField, string>>;

export function initialValues(chord: Chord): ChordFormValues {
  return {
    name: chord.name,
    triadType: chord.triadType,
    notes: chord.notes.join(', '),
    intervals: chord.intervals.join(', '),
    frets: chord.fingering ? formatFrets(chord.fingering.frets) : '',
    fingers: chord.fingering ? formatFingers(chord.fingering.fingers) : '',
    image: null,
    removeImage: false,
  };
}

/** The form field a request path (from the shared schema or the server) belongs to. */
export function fieldOfPath(path: string): ChordFormField | null {
  const [head, sub] = path.split('.');
  if (head === 'fingering') return sub === 'fingers' ? 'fingers' : 'frets';
  if (head === 'file') return 'image';
  if (head === 'name' || head === 'triadType' || head === 'notes' || head === 'intervals') return head;
  return null;
}

/**
 * Turns the form into the request, with the same rules and messages as the server: lists split on commas
 * and trimmed, six frets and fingers, an image file only.
 */
function toRequest(values: ChordFormValues): { request: UpdateChordRequest | null; errors: ChordFormErrors } {
  const errors: ChordFormErrors = {};
  let fingering: UpdateChordRequest['fingering'] = null;
  if (values.frets.trim() !== '') {
    const frets = parseFrets(values.frets);
    const fingers = parseFingers(values.fingers);
    if (!frets) errors.frets = messages.chords.fretsInvalid;
    if (!fingers) errors.fingers = messages.chords.fingersInvalid;
    if (frets && fingers) fingering = { frets, fingers };
  }
  if (values.image) {
    if (!uploadLooksAllowed('image', values.image.type, values.image.name)) errors.image = messages.chords.imageInvalid;
    else if (values.image.size >= UPLOAD_MAX_BYTES) errors.image = messages.storage.tooLarge;
  }
  const parsed = updateChordRequestSchema.safeParse({
    name: values.name,
    triadType: values.triadType,
    notes: splitCommaList(values.notes),
    intervals: splitCommaList(values.intervals),
    fingering,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path.join('.'));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  const hasErrors = Object.keys(errors).length > 0;
  return { request: parsed.success && !hasErrors ? parsed.data : null, errors };
}

/** What a valid form hands over: the request, then the picture change. */
export interface ChordFormOutput {
  fields: UpdateChordRequest;
  image: File | null;
  removeImage: boolean;
}

/**
 * The form's schema for the kit: the fields as typed, turned into the request by toRequest, whose problems go
 * beside the fields they belong to.
 */
export const chordFormSchema = z
  .object({
    name: z.string(),
    triadType: z.enum(TRIAD_TYPES),
    notes: z.string(),
    intervals: z.string(),
    frets: z.string(),
    fingers: z.string(),
    image: z.instanceof(File).nullable(),
    removeImage: z.boolean(),
  })
  .transform((values, ctx): ChordFormOutput => {
    const { request, errors } = toRequest(values);
    if (!request) {
      for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message });
      return z.NEVER;
    }
    return { fields: request, image: values.image, removeImage: values.removeImage };
  });
