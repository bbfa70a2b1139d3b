import { UPLOAD_ALLOWED_TYPES, messages, normaliseMimeType } from '@woodshed/shared';

/** Images are embedded in the HTML as data: URIs, so each is kept small. */
export const RICH_TEXT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const RICH_TEXT_IMAGE_TYPES: readonly string[] = UPLOAD_ALLOWED_TYPES.image;
export const RICH_TEXT_IMAGE_ACCEPT = RICH_TEXT_IMAGE_TYPES.join(',');

export interface EmbeddedImage {
  src: string;
  alt: string;
}

/** The alt text we start from: the file name without its extension ("chord-chart.png" → "chord chart"). */
export function altFromFileName(name: string): string {
  const base = name
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  // Screenshots pasted from the clipboard are called "image.png", which says nothing.
  return base && base.toLowerCase() !== 'image' ? base : 'Embedded image';
}

export function imageProblem(file: File): string | null {
  const type = normaliseMimeType(file.type);
  if (!type || !RICH_TEXT_IMAGE_TYPES.includes(type))
    return messages.richText.imageInvalidType(file.name || 'The file');
  if (file.size > RICH_TEXT_IMAGE_MAX_BYTES) return messages.richText.imageTooLarge(file.name || 'The image');
  return null;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('No data')));
    reader.onerror = () => reject(reader.error ?? new Error('Read failed'));
    reader.readAsDataURL(file);
  });
}

/** Reads the acceptable files as data: URIs; returns them and the first problem met (if any). */
export async function readImages(files: readonly File[]): Promise<{ images: EmbeddedImage[]; problem: string | null }> {
  const images: EmbeddedImage[] = [];
  let problem: string | null = null;
  for (const file of files) {
    const fileProblem = imageProblem(file);
    if (fileProblem) {
      problem ??= fileProblem;
      continue;
    }
    try {
      images.push({ src: await readAsDataUrl(file), alt: altFromFileName(file.name) });
    } catch {
      problem ??= messages.richText.imageReadFailed(file.name);
    }
  }
  return { images, problem };
}
