import { ImagePlus, MapPin, SendHorizontal } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { IconButton, Input } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import type { CustomerContent } from './api/phone-api';

/** Riyadh, where «send my location» puts the customer. */
const RIYADH = { latitude: 24.7136, longitude: 46.6753 };
/** The stand-in takes 12 MB of JSON; a photo's base64 is a third larger than the file. */
const MAX_PHOTO_MB = 8;

/** What the composer sends, with the photo's own data URL to show it in the thread. */
export interface ComposedMessage {
  content: CustomerContent;
  preview?: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * The customer's composer: a text box (Enter sends), a photo from the device and Riyadh as the
 * customer's location. The text stays in the box until the stand-in took it.
 */
export function PhoneComposer({
  onSend,
  sending,
  disabled,
}: {
  /** Resolves once the stand-in took the message; rejects (and the page says why) otherwise. */
  onSend: (message: ComposedMessage) => Promise<unknown>;
  sending: boolean;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const blocked = disabled || sending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body || blocked) return;
    setProblem(null);
    onSend({ content: { text: body } }).then(
      () => setText(''),
      () => undefined,
    );
  };

  const sendPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same photo can be chosen again.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem(t('devPhone.composer.notImage'));
    if (file.size > MAX_PHOTO_MB * 1024 * 1024) {
      return setProblem(t('devPhone.composer.tooLarge', { size: MAX_PHOTO_MB }));
    }
    setProblem(null);
    const dataUrl = await readAsDataUrl(file);
    const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
    await onSend({ content: { image: { base64, mimeType: file.type } }, preview: dataUrl }).catch(
      () => undefined,
    );
  };

  const sendLocation = () => {
    setProblem(null);
    onSend({
      content: { location: { ...RIYADH, name: t('devPhone.composer.locationName') } },
    }).catch(() => undefined);
  };

  return (
    <div className="flex flex-col gap-1 border-t border-border bg-surface px-2 py-2">
      <form onSubmit={submit} className="flex items-center gap-1">
        <IconButton
          label={t('devPhone.composer.photo')}
          title={t('devPhone.composer.photo')}
          disabled={blocked}
          onClick={() => photoInput.current?.click()}
          className="text-fg-muted"
        >
          <ImagePlus />
        </IconButton>
        <IconButton
          label={t('devPhone.composer.location')}
          title={t('devPhone.composer.location')}
          disabled={blocked}
          onClick={sendLocation}
          className="text-fg-muted"
        >
          <MapPin />
        </IconButton>
        <input
          ref={photoInput}
          type="file"
          accept="image/*"
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
          onChange={(event) => void sendPhoto(event)}
        />
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('devPhone.composer.placeholder')}
          aria-label={t('devPhone.composer.placeholder')}
          disabled={disabled}
          dir="auto"
          autoComplete="off"
          className="min-w-0 flex-1 rounded-full"
        />
        <IconButton
          type="submit"
          variant="primary"
          label={t('devPhone.composer.send')}
          title={t('devPhone.composer.send')}
          loading={sending}
          disabled={disabled || !text.trim()}
          className="rounded-full"
        >
          <SendHorizontal className="rtl:-scale-x-100" />
        </IconButton>
      </form>
      {problem ? (
        <p role="alert" className="px-2 text-xs font-medium text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
