import { BellOff, CircleAlert, Clock, LockKeyhole, Send } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { formatDate, type UiLocale } from '../../lib/format';
import { Button } from '../../primitives/button/button';
import { IconButton } from '../../primitives/icon-button/icon-button';
import { Select } from '../../primitives/select/select';
import { Textarea } from '../../primitives/textarea/textarea';
import type { ChatComposerTexts } from './chat-texts';
import type { ChatTemplateView } from './chat-types';
import { CLOSING_SOON_MINUTES, windowState } from './chat-window';

export interface ChatComposerProps {
  /** The end of the 24-hour customer-service window (ISO), or null when it is closed. */
  windowClosesAt: string | null;
  /** Now; stories and tests pass a fixed one. Without it the composer follows the clock. */
  now?: Date;
  /** The customer asked to stop messages: a sentence says so. */
  optedOut: boolean;
  /** The approved templates the shop may send when the window is closed. */
  templates: ChatTemplateView[];
  /**
   * Sends a text (trimmed). The box empties once the promise resolves; when it rejects the text
   * stays, and the app says why through `error`.
   */
  onSendText: (text: string) => Promise<void> | void;
  /** Sends the named template; the choice is cleared once the promise resolves. */
  onSendTemplate: (name: string) => Promise<void> | void;
  /** True while the app sends (besides the composer's own wait for its promise). */
  sending?: boolean;
  /** Why the last send failed, shown under the box. */
  error?: string | null;
  locale?: UiLocale;
  texts: ChatComposerTexts;
  className?: string;
}

/**
 * Where staff answer. While WhatsApp's 24-hour window is open: a text box that grows to about
 * five lines (Enter sends, Shift+Enter starts a new line) and a line saying until when free
 * replies are possible. Once it is closed: no text box, a sentence saying only approved
 * templates can go out, and a template picker with the chosen template's text.
 */
export function ChatComposer({
  windowClosesAt,
  now,
  optedOut,
  templates,
  onSendText,
  onSendTemplate,
  sending = false,
  error = null,
  locale = 'ar',
  texts,
  className,
}: ChatComposerProps) {
  const chatWindow = windowState(windowClosesAt, now ?? new Date());
  useFollowWindow(windowClosesAt, now === undefined);
  const errorId = useId();
  return (
    <div className={cn('flex flex-col gap-2 border-t border-border bg-surface p-3', className)}>
      {optedOut ? (
        <p className="flex items-start gap-2 rounded-md bg-warning-soft px-3 py-2 text-sm leading-snug text-fg">
          <BellOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>{texts.optedOut}</span>
        </p>
      ) : null}
      {chatWindow.open && chatWindow.closesAt ? (
        <TextForm
          onSendText={onSendText}
          sending={sending}
          texts={texts}
          errorId={error ? errorId : undefined}
          windowLine={(chatWindow.closesToday ? texts.windowOpenToday : texts.windowOpenTomorrow)(
            formatDate(chatWindow.closesAt, { locale, style: 'time' }),
          )}
          closingSoon={chatWindow.closingSoon}
        />
      ) : (
        <TemplateForm
          templates={templates}
          onSendTemplate={onSendTemplate}
          sending={sending}
          texts={texts}
          errorId={error ? errorId : undefined}
        />
      )}
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="flex items-start gap-1.5 text-sm leading-snug font-medium text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 wrap-break-word">{error}</span>
        </p>
      ) : null}
    </div>
  );
}

/** Renders again when the window starts closing soon and when it closes, if following the clock. */
function useFollowWindow(windowClosesAt: string | null, followClock: boolean) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!followClock || !windowClosesAt) return;
    const closes = Date.parse(windowClosesAt);
    const moments = [closes - CLOSING_SOON_MINUTES * 60_000, closes]
      .map((moment) => moment - Date.now())
      .filter((delay) => delay > 0);
    const timers = moments.map((delay) => setTimeout(rerender, delay + 50));
    return () => timers.forEach(clearTimeout);
  }, [windowClosesAt, followClock]);
}

/** Waits for a send, ignoring the callback's rejection (the app reports it through `error`). */
async function settle(result: Promise<void> | void): Promise<boolean> {
  try {
    await result;
    return true;
  } catch {
    return false;
  }
}

function TextForm({
  onSendText,
  sending,
  texts,
  errorId,
  windowLine,
  closingSoon,
}: {
  onSendText: ChatComposerProps['onSendText'];
  sending: boolean;
  texts: ChatComposerTexts;
  errorId: string | undefined;
  windowLine: string;
  closingSoon: boolean;
}) {
  const [text, setText] = useState('');
  const [waiting, setWaiting] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const windowId = useId();
  const hintId = useId();
  const busy = sending || waiting;
  const canSend = text.trim() !== '' && !busy;

  // Grow with the text up to the box's max height (about five lines), then scroll inside.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // Empty, the box keeps its one line from CSS (measuring could race the font's loading).
    if (text === '') {
      element.style.height = '';
      return;
    }
    element.style.height = 'auto';
    const borders = element.offsetHeight - element.clientHeight;
    element.style.height = `${element.scrollHeight + borders}px`;
  }, [text]);

  const send = async () => {
    if (!canSend) return;
    const sent = text;
    setWaiting(true);
    const ok = await settle(onSendText(sent.trim()));
    setWaiting(false);
    // Cleared only once sent, and only if the reader has not started another message meanwhile.
    if (ok) setText((current) => (current === sent ? '' : current));
  };

  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="flex items-end gap-2">
        <Textarea
          ref={box}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            void send();
          }}
          aria-label={texts.message}
          placeholder={texts.placeholder}
          aria-describedby={[windowId, hintId, errorId].filter(Boolean).join(' ')}
          // Written text takes its own direction; the empty box (and its placeholder) the page's.
          dir={text.trim() ? 'auto' : undefined}
          className="max-h-36 min-h-10 resize-none overflow-y-auto rounded-xl py-2 text-start leading-6"
        />
        <IconButton
          type="submit"
          variant="primary"
          label={busy ? texts.sending : texts.send}
          loading={busy}
          disabled={!canSend}
          className="rounded-full"
        >
          <Send className="rtl:-scale-x-100" />
        </IconButton>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs">
        <p
          id={windowId}
          className={cn(
            'flex items-center gap-1.5',
            closingSoon ? 'font-medium text-warning' : 'text-fg-muted',
          )}
        >
          <Clock aria-hidden="true" className="size-3.5 shrink-0" />
          {windowLine}
        </p>
        <p id={hintId} className="hidden text-fg-muted sm:block">
          {texts.hint}
        </p>
      </div>
    </form>
  );
}

function TemplateForm({
  templates,
  onSendTemplate,
  sending,
  texts,
  errorId,
}: {
  templates: ChatTemplateView[];
  onSendTemplate: ChatComposerProps['onSendTemplate'];
  sending: boolean;
  texts: ChatComposerTexts;
  errorId: string | undefined;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const labelId = useId();
  const previewId = useId();
  const busy = sending || waiting;
  const template = templates.find((candidate) => candidate.name === chosen) ?? null;

  const send = async () => {
    if (!template || busy) return;
    setWaiting(true);
    const ok = await settle(onSendTemplate(template.name));
    setWaiting(false);
    if (ok) setChosen((current) => (current === template.name ? null : current));
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-start gap-2 text-sm leading-snug text-fg">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
        <span>{texts.windowClosed}</span>
      </p>
      {templates.length === 0 ? (
        <p className="text-sm text-fg-muted">{texts.noTemplates}</p>
      ) : (
        <>
          <div className="flex flex-col gap-1.5">
            <span id={labelId} className="text-sm font-medium text-fg">
              {texts.template}
            </span>
            <Select
              options={templates.map(({ name, label }) => ({ id: name, value: label }))}
              value={chosen}
              onValueChange={(name) => setChosen(name)}
              placeholder={texts.templatePlaceholder}
              emptyText={texts.noTemplates}
              aria-labelledby={labelId}
              {...(errorId ? { 'aria-describedby': errorId } : {})}
            />
          </div>
          {template ? (
            <div
              id={previewId}
              className="flex flex-col gap-1 rounded-lg bg-primary-soft px-3 py-2.5"
              aria-live="polite"
            >
              <p className="text-xs font-medium text-fg-muted">{texts.preview}</p>
              <p
                dir="auto"
                className="text-start text-sm leading-relaxed whitespace-pre-wrap text-fg"
              >
                {template.preview}
              </p>
            </div>
          ) : null}
          <Button
            icon={<Send aria-hidden="true" className="rtl:-scale-x-100" />}
            loading={busy}
            disabled={!template}
            onClick={() => void send()}
            className="self-end"
            {...(template ? { 'aria-describedby': previewId } : {})}
          >
            {texts.sendTemplate}
          </Button>
        </>
      )}
    </div>
  );
}
