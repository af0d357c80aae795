// Checks on picked files before they join a form; the server decodes every file again, this
// only spares the person an upload that would be refused.
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '../../../lib/imageLimits';

export function rejectPickedImages(files: File[]): string | null {
  if (files.some((f) => !f.type.startsWith('image/'))) return IMAGE_MESSAGES.notAnImage;
  if (files.some((f) => f.size > IMAGE_LIMITS.maxFileBytes)) return IMAGE_MESSAGES.tooLarge;
  return null;
}
