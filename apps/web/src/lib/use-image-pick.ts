// Picking an image to upload (a profile picture, a workspace logo): check it in the browser
// (lib/check-image.ts), show it at once as a preview while it uploads, and say what went wrong
// beside the picker. The preview's object URL is released when the upload settles.
import { useState, type ChangeEvent } from 'react';
import { checkImage } from './check-image.ts';
import { errorText } from './errors.ts';
import { notify } from './notify.ts';

export interface UploadCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
  onSettled: () => void;
}

export function useImagePick(options: {
  types: readonly string[];
  maxBytes: number;
  /** Starts the upload (a mutation's mutate) and reports back through the callbacks. */
  upload: (file: File, callbacks: UploadCallbacks) => void;
  /** The notice after a successful upload. */
  done: string;
}) {
  const { types, maxBytes, upload, done } = options;
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Cleared so that picking the same file again fires a change.
    e.target.value = '';
    if (!file) return;
    const bad = checkImage(file, types, maxBytes);
    setProblem(bad);
    if (bad) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    upload(file, {
      onSuccess: () => notify(done),
      onError: (error) => setProblem(errorText(error)),
      onSettled: () => {
        URL.revokeObjectURL(url);
        setPreview(null);
      },
    });
  };

  return { preview, problem, pick };
}
