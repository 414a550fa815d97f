import { useRef, useState } from 'react';

/**
 * A picture chosen in a form. A file box cannot be refilled by script, so the file lives in state
 * for the preview and in a ref for the validator, which may run before the next render.
 */
export function useChosenImage() {
  const [file, setFile] = useState<File | null>(null);
  const ref = useRef<File | null>(null);
  const choose = (next: File | null) => {
    ref.current = next;
    setFile(next);
  };
  /** Puts the chosen file into the form's data under `name`. */
  const addTo = (formData: FormData, name = 'image') => {
    if (ref.current) formData.set(name, ref.current);
    return formData;
  };
  return { file, choose, addTo };
}
