import { useEffect, useId, useState, type ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '../../primitives/button/button';
import { Field } from '../../primitives/field/field';
import { Input } from '../../primitives/input/input';
import { Modal, ModalClose } from '../../primitives/modal/modal';
import { DELETE_PHRASE, isDeletePhrase } from './delete-phrase';

export interface DeletePhraseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs the delete; the dialog stays open (and `pending`) until the caller closes it. */
  onConfirm: () => void;
  /** True while the delete runs: the inputs are locked and the button spins. */
  pending?: boolean;
  /** What is deleted ('شركة قطع غيار الرياض'), named in the explanation. */
  itemName?: string;
  title?: ReactNode;
  /** Replaces the whole explanation. */
  description?: ReactNode;
  /** The phrase to type (the spec's Arabic one unless the app translates it). */
  phrase?: string;
  instruction?: ReactNode;
  inputLabel?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/**
 * The delete confirmation: the delete button enables only once the exact phrase
 * 'أنا متأكد ولن أتراجع' is typed (spaces around it are forgiven, nothing inside it is).
 * Enter confirms too, under the same rule.
 */
export function DeletePhraseDialog({
  open,
  onOpenChange,
  onConfirm,
  pending = false,
  itemName,
  title = 'تأكيد الحذف',
  description,
  phrase = DELETE_PHRASE,
  instruction = 'للتأكيد، اكتب العبارة التالية كما هي:',
  inputLabel = 'عبارة التأكيد',
  confirmLabel = 'حذف نهائي',
  cancelLabel = 'إلغاء',
}: DeletePhraseDialogProps) {
  const [typed, setTyped] = useState('');
  const formId = useId();
  const confirmed = isDeletePhrase(typed, phrase);

  // Every opening starts from an empty box: a phrase typed for one row never confirms another.
  useEffect(() => {
    if (!open) setTyped('');
  }, [open]);

  const explanation =
    description ??
    (itemName
      ? `سيُحذف «${itemName}» نهائيًا مع كل ما يرتبط به، ولا يمكن التراجع عن ذلك.`
      : 'سيُحذف هذا العنصر نهائيًا مع كل ما يرتبط به، ولا يمكن التراجع عن ذلك.');

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      description={explanation}
      size="sm"
      footer={
        <>
          <ModalClose asChild>
            <Button variant="ghost" disabled={pending}>
              {cancelLabel}
            </Button>
          </ModalClose>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            icon={<Trash2 aria-hidden="true" />}
            disabled={!confirmed}
            loading={pending}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed && !pending) onConfirm();
        }}
      >
        <p className="text-sm leading-relaxed text-fg-muted">{instruction}</p>
        <p className="rounded-md border border-dashed border-danger/40 bg-danger-soft px-3 py-2 text-center font-semibold text-danger select-all">
          {phrase}
        </p>
        <Field label={inputLabel}>
          <Input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            disabled={pending}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            dir="auto"
          />
        </Field>
      </form>
    </Modal>
  );
}
