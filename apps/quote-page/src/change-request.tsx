import { useId, useState } from 'react';
import { FilePenLine } from 'lucide-react';
import type { ChangeWant, PublicQuote, QuoteChangeRequestInput } from '@taseer/api';
import { Button, cn, formatDate, Textarea } from '@taseer/ui';
import type { ChangeTexts, Lang, PageTexts } from './texts';

const WANTS: ChangeWant[] = ['another_brand', 'cheaper', 'not_needed'];
/** The contract's bound on the note. */
export const CHANGE_NOTE_MAX = 500;

type Choice = ChangeWant | 'keep';

function lineName(line: PublicQuote['lines'][number], lang: Lang): string {
  return lang === 'en' ? line.name_en?.trim() || line.name_ar : line.name_ar;
}

/**
 * What the customer may ask instead of answering: for each priced part, as it is, another
 * brand, cheaper or not needed (a row of large choices each, thumb-sized on a phone), and a note.
 * Sends only what he asked; refuses an empty request, and leaving out every part (that is
 * declining), before it reaches the server.
 */
export function ChangeRequestForm({
  quote,
  lang,
  texts,
  sending,
  onBack,
  onSend,
}: {
  quote: PublicQuote;
  lang: Lang;
  texts: PageTexts;
  sending: boolean;
  onBack: () => void;
  onSend: (body: QuoteChangeRequestInput) => void;
}) {
  const words = texts.change;
  const priced = quote.lines.filter((line) => line.state === 'priced');
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const noteId = useId();
  const errorId = useId();
  const asked = priced.flatMap((line) => {
    const want = choices[line.pieceId];
    return want && want !== 'keep' ? [{ pieceId: line.pieceId, want }] : [];
  });
  const problem =
    asked.length === 0 && note.trim() === ''
      ? words.nothingChosen
      : asked.filter((line) => line.want === 'not_needed').length === priced.length
        ? words.allLeftOut
        : null;

  return (
    <form
      className="flex flex-col gap-4 rounded-lg border border-primary/30 bg-primary-soft/40 p-4"
      aria-labelledby={`${noteId}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (problem) return;
        onSend({
          version: quote.version,
          ...(note.trim() ? { note: note.trim() } : {}),
          lines: asked,
        });
      }}
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${noteId}-title`} className="text-base font-semibold">
          {words.title}
        </h2>
        <p className="text-sm leading-relaxed text-fg-muted">{words.hint}</p>
      </div>
      <div className="flex flex-col gap-4" data-testid="change-parts">
        {priced.map((line) => (
          <PartChoice
            key={line.pieceId}
            name={lineName(line, lang)}
            quantity={line.quantity}
            value={choices[line.pieceId] ?? 'keep'}
            disabled={sending}
            words={words}
            onChange={(value) => setChoices((current) => ({ ...current, [line.pieceId]: value }))}
          />
        ))}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={noteId} className="text-sm font-semibold">
          {words.note}
        </label>
        <Textarea
          id={noteId}
          value={note}
          rows={3}
          maxLength={CHANGE_NOTE_MAX}
          placeholder={words.notePlaceholder}
          disabled={sending}
          className="bg-surface"
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {tried && problem ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size="lg"
          loading={sending}
          {...(tried && problem ? { 'aria-describedby': errorId } : {})}
        >
          {sending ? texts.sending : words.send}
        </Button>
        <Button type="button" size="lg" variant="ghost" disabled={sending} onClick={onBack}>
          {texts.back}
        </Button>
      </div>
    </form>
  );
}

/** One part's choices: native radios under its name, each a 44 px target. */
function PartChoice({
  name,
  quantity,
  value,
  disabled,
  words,
  onChange,
}: {
  name: string;
  quantity: number;
  value: Choice;
  disabled: boolean;
  words: ChangeTexts;
  onChange: (value: Choice) => void;
}) {
  const group = useId();
  const options: { value: Choice; label: string }[] = [
    { value: 'keep', label: words.keep },
    ...WANTS.map((want) => ({ value: want, label: words.wants[want] })),
  ];
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">{words.partLegend(name, quantity)}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-3 py-2 text-center text-sm font-medium transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus',
              value === option.value
                ? option.value === 'keep'
                  ? 'border-fg-muted/40 bg-surface text-fg'
                  : 'border-primary bg-primary text-primary-fg'
                : 'border-border bg-surface text-fg-muted hover:border-primary/50',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={group}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * What the customer asked, once sent: each part with what he wants of it, his note, when, and
 * how to add something (in the chat: one request per version).
 */
export function ChangeRequestSent({
  quote,
  lang,
  words,
}: {
  quote: PublicQuote;
  lang: Lang;
  words: ChangeTexts;
}) {
  const request = quote.changeRequest;
  if (!request) return null;
  const names = new Map(quote.lines.map((line) => [line.pieceId, lineName(line, lang)]));
  return (
    <section
      className="mb-3 flex flex-col gap-3 rounded-lg border border-border bg-surface-muted/60 p-4"
      aria-labelledby="change-sent-title"
      data-testid="change-sent"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-primary [&_svg]:size-4"
        >
          <FilePenLine />
        </span>
        <div className="flex flex-col gap-0.5">
          <h2 id="change-sent-title" className="text-base font-semibold">
            {words.sentTitle}
          </h2>
          <p className="text-xs text-fg-muted">
            {words.sentAt(formatDate(request.requestedAt, { locale: lang, style: 'dateTime' }))}
          </p>
        </div>
      </div>
      {request.lines.length > 0 ? (
        <ul className="flex flex-col divide-y divide-border text-sm">
          {request.lines.map((line) => (
            <li
              key={line.pieceId}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2"
            >
              <span className="font-medium">{names.get(line.pieceId) ?? ''}</span>
              <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary-hover">
                {words.wants[line.want]}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {request.note ? (
        <figure className="flex flex-col gap-1 text-sm">
          <figcaption className="text-xs text-fg-muted">{words.sentNote}</figcaption>
          <blockquote
            dir="auto"
            className="rounded-md bg-surface px-3 py-2 leading-relaxed whitespace-pre-line"
          >
            {request.note}
          </blockquote>
        </figure>
      ) : null}
      <p className="text-xs text-fg-muted">{words.addMore}</p>
    </section>
  );
}
