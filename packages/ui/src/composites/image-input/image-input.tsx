import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  inspectImageFile,
  type ImageFileProblem,
} from './image-file';

const arabicProblems: Record<ImageFileProblem, string> = {
  type: 'هذا الملف ليس صورة صالحة بصيغة JPEG أو PNG أو WebP. اختر صورة أخرى.',
  size: 'حجم الصورة أكبر من 2 ميغابايت. اختر صورة أصغر.',
  empty: 'الملف فارغ. اختر صورة أخرى.',
};

export interface ImageInputProps {
  /** The chosen file (controlled); `null` when none or removed. */
  value?: File | null;
  /** Called with the accepted file, or `null` when the picture is removed. */
  onChange?: (file: File | null) => void;
  /** The picture already saved (edit forms), shown until another is chosen or it is removed. */
  currentImageUrl?: string | null;
  /**
   * Whether the saved picture can be removed. Pass `false` where saving cannot clear a picture:
   * the remove button then shows only for a newly chosen file, and removing that file brings the
   * saved picture back.
   */
  currentRemovable?: boolean;
  label?: ReactNode;
  hint?: ReactNode;
  /** A form error ('يرجى تحميل الشعار'), shown once `touched`. */
  error?: ReactNode;
  touched?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** `square` for logos, `circle` for people. */
  shape?: 'square' | 'circle';
  maxBytes?: number;
  chooseLabel?: string;
  replaceLabel?: string;
  removeLabel?: string;
  /** Messages for files refused here, before any upload. */
  problemMessages?: Partial<Record<ImageFileProblem, string>>;
  name?: string;
  className?: string;
}

/**
 * A picture field: a preview, a choose/replace button, a remove button, and the accepted types
 * and size limit in view. Files the server would refuse (not a JPEG, PNG or WebP by their
 * content, over 2 MB, empty) are refused here with a message and the previous picture stays. A
 * file can also be dropped on the preview.
 */
export function ImageInput({
  value,
  onChange,
  currentImageUrl,
  currentRemovable = true,
  label = 'الصورة',
  hint = 'JPEG أو PNG أو WebP، بحجم أقصاه 2 ميغابايت',
  error,
  touched = false,
  required = false,
  disabled = false,
  shape = 'square',
  maxBytes = MAX_IMAGE_BYTES,
  chooseLabel = 'اختيار صورة',
  replaceLabel = 'تغيير الصورة',
  removeLabel = 'إزالة الصورة',
  problemMessages,
  name,
  className,
}: ImageInputProps) {
  const inputId = useId();
  const labelId = `${inputId}-label`;
  const actionId = `${inputId}-action`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const [currentRemoved, setCurrentRemoved] = useState(false);
  const [problem, setProblem] = useState<ImageFileProblem | null>(null);
  const [dragging, setDragging] = useState(false);
  const file = value === undefined ? ownFile : value;

  // An object URL per chosen file, released when the file changes or the field goes away.
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setFileUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const preview = fileUrl ?? (currentRemoved ? null : (currentImageUrl ?? null));
  // A chosen file can always be taken back; the saved picture only where saving can clear it.
  const removable = file !== null || (currentRemovable && preview !== null);
  const messages = { ...arabicProblems, ...problemMessages };
  const formError = touched && error ? error : null;
  const shownError = problem ? messages[problem] : formError;

  // Each choice is checked by its content (a moment's read); only the latest choice counts.
  const latestChoice = useRef(0);
  const take = async (candidate: File | undefined) => {
    if (!candidate) return;
    const choice = ++latestChoice.current;
    const refused = await inspectImageFile(candidate, maxBytes);
    if (choice !== latestChoice.current) return;
    setProblem(refused);
    if (refused) return;
    if (value === undefined) setOwnFile(candidate);
    onChange?.(candidate);
  };

  const remove = () => {
    latestChoice.current += 1;
    setProblem(null);
    if (currentRemovable) setCurrentRemoved(true);
    if (value === undefined) setOwnFile(null);
    onChange?.(null);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void take(event.dataTransfer.files[0]);
  };

  const describedBy = [hintId, shownError ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={labelId} className="text-sm font-medium text-fg">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-1 text-danger">
            *
          </span>
        ) : null}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'grid size-24 shrink-0 place-items-center overflow-hidden border bg-surface-muted text-fg-subtle',
            shape === 'circle' ? 'rounded-full' : 'rounded-lg',
            dragging ? 'border-primary bg-primary-soft' : 'border-dashed border-border-strong',
            shownError && 'border-danger',
          )}
        >
          {preview ? (
            <img src={preview} alt="" className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-8" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            {/* The native file input keeps keyboard and screen-reader support; the label looks
                like a button and shows the input's focus ring. */}
            <input
              id={inputId}
              type="file"
              name={name}
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              disabled={disabled}
              required={required && !preview}
              aria-labelledby={`${labelId} ${actionId}`}
              aria-describedby={describedBy}
              aria-invalid={shownError ? true : undefined}
              onChange={(event) => {
                void take(event.target.files?.[0]);
                // Choosing the same file again after a refusal must fire a change again.
                event.target.value = '';
              }}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              className={cn(
                'inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-border-strong bg-surface px-3 text-sm font-medium text-fg',
                'transition-colors hover:bg-surface-muted [&_svg]:size-4',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
                'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
              )}
            >
              <Upload aria-hidden="true" />
              <span id={actionId}>{preview ? replaceLabel : chooseLabel}</span>
            </label>
            {removable ? (
              <Button
                variant="ghost"
                size="sm"
                icon={<Trash2 aria-hidden="true" />}
                onClick={remove}
                disabled={disabled}
                className="text-danger hover:bg-danger-soft"
              >
                {removeLabel}
              </Button>
            ) : null}
          </div>
          <p id={hintId} className="text-xs leading-relaxed text-fg-muted">
            {hint}
          </p>
        </div>
      </div>
      {shownError ? (
        <p id={errorId} role="alert" className="text-xs leading-relaxed font-medium text-danger">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
