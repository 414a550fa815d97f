import { useCallback, useEffect, useState } from 'react';
import { FilePenLine, FileSearch, Languages, Printer, RefreshCw } from 'lucide-react';
import { quoteLineView, type DeclineReason, type PublicQuote } from '@taseer/api';
import {
  Button,
  ErrorState,
  formatHalalas,
  QuoteDocument,
  Spinner,
  Textarea,
  type LineSelection,
  type QuoteSelection,
} from '@taseer/ui';
import {
  answerQuote,
  checkPayment,
  isPaymentReturn,
  readQuote,
  requestChange,
  requestNewQuote,
  type QuoteResult,
} from './quote-api';
import { ChangeRequestForm, ChangeRequestSent } from './change-request';
import { FulfilmentStep } from './fulfilment-step';
import { InvoiceCard } from './invoice-card';
import { PaymentStep } from './payment-step';
import {
  acceptedLines,
  askAgainState,
  changedNames,
  choiceTotals,
  chosenLines,
  initialSelection,
  pricedCount,
  sellerView,
  statusAt,
  totalsView,
} from './quote-view';
import { quoteTexts } from './quote-texts';
import { pageTexts, rememberLang, type Lang, type PageTexts } from './texts';

type Screen =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'too-many' }
  | { kind: 'failed' }
  | { kind: 'quote'; quote: PublicQuote; notice: string | null };

/** Server time minus this device's, so the time left ticks from the server's clock. */
let clockOffset = 0;

export function QuoteApp({ token, initialLang }: { token: string; initialLang: Lang }) {
  const [lang, setLang] = useState<Lang>(initialLang);
  const [screen, setScreen] = useState<Screen>({ kind: 'loading' });
  const texts = pageTexts(lang);

  const show = useCallback((result: QuoteResult, notice: string | null = null) => {
    if (result.kind === 'quote') {
      clockOffset = Date.parse(result.quote.now) - Date.now();
      setScreen({ kind: 'quote', quote: result.quote, notice });
    } else if (result.kind === 'refused') setScreen({ kind: 'failed' });
    else setScreen({ kind: result.kind });
  }, []);

  const load = useCallback(async () => {
    setScreen({ kind: 'loading' });
    if (isPaymentReturn(window.location.search)) {
      // Back from the gateway's page: the server asks the gateway before answering. The query
      // is dropped so a reload reads the quote again.
      const result = await checkPayment(token);
      window.history.replaceState(null, '', window.location.pathname);
      show(result);
      return;
    }
    show(await readQuote(token));
  }, [show, token]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
    if (screen.kind === 'quote') document.title = texts.title(screen.quote.company.name);
  }, [lang, screen, texts]);

  const toggleLang = () => {
    const next: Lang = lang === 'ar' ? 'en' : 'ar';
    rememberLang(next);
    setLang(next);
  };

  return (
    <div className="mx-auto flex min-h-screen max-w-3xl flex-col gap-3 px-3 py-4 sm:px-6 sm:py-8 print:max-w-none print:p-0">
      <div className="flex items-center justify-end gap-2 print:hidden">
        {screen.kind === 'quote' ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<Printer aria-hidden="true" />}
            onClick={() => window.print()}
          >
            {texts.print}
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          icon={<Languages aria-hidden="true" />}
          aria-label={texts.switchLanguageLabel}
          lang={lang === 'ar' ? 'en' : 'ar'}
          onClick={toggleLang}
        >
          {texts.switchLanguage}
        </Button>
      </div>
      <main className="flex flex-1 flex-col">
        {screen.kind === 'loading' ? (
          <div className="grid flex-1 place-items-center py-24">
            <Spinner size="large" label={texts.loading} className="text-primary" />
          </div>
        ) : screen.kind === 'not-found' ? (
          <NotFound texts={texts} />
        ) : screen.kind === 'too-many' || screen.kind === 'failed' ? (
          <ErrorState
            title={screen.kind === 'too-many' ? texts.tooManyTitle : texts.errorTitle}
            message={screen.kind === 'too-many' ? texts.tooManyText : texts.errorText}
            onRetry={() => void load()}
            retryLabel={texts.retry}
            className="rounded-xl bg-surface shadow-card"
          />
        ) : (
          <QuoteScreen
            key={`${screen.quote.version}-${screen.quote.status}-${screen.quote.changeRequest ? 'asked' : ''}-${screen.quote.newQuoteRequest ? 'again' : ''}`}
            token={token}
            quote={screen.quote}
            notice={screen.notice}
            lang={lang}
            texts={texts}
            onResult={show}
          />
        )}
      </main>
    </div>
  );
}

/** Ticks every 30 s so the time left counts down and an open quote expires in front of the customer. */
function useServerNow(): number {
  const [now, setNow] = useState(() => Date.now() + clockOffset);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now() + clockOffset), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

type Step = 'choose' | 'confirm-accept' | 'decline' | 'change';

function QuoteScreen({
  token,
  quote,
  notice,
  lang,
  texts,
  onResult,
}: {
  token: string;
  quote: PublicQuote;
  notice: string | null;
  lang: Lang;
  texts: PageTexts;
  onResult: (result: QuoteResult, notice?: string | null) => void;
}) {
  const now = useServerNow();
  const status = statusAt(quote, now);
  const open = status === 'sent' || status === 'viewed';
  const [selection, setSelection] = useState<QuoteSelection>(() => initialSelection(quote));
  const [step, setStep] = useState<Step>('choose');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(notice);
  const company = quote.company.name;

  const send = (body: Parameters<typeof answerQuote>[1]) => settle(() => answerQuote(token, body));
  const askForChanges = (body: Parameters<typeof requestChange>[1]) =>
    settle(() => requestChange(token, body));
  const askAgain = () => settle(() => requestNewQuote(token, quote.version));

  /** Sends an answer or a change request; a refusal shows the quote as it now is. */
  const settle = async (call: () => Promise<QuoteResult>) => {
    setSending(true);
    setProblem(null);
    const result = await call();
    setSending(false);
    if (result.kind === 'refused') {
      // Closed meanwhile (expired, withdrawn, a newer version): show the quote as it now is.
      if (result.status === 409)
        onResult(await readQuote(token), result.message || texts.updatedNotice);
      else setProblem(result.message || texts.errorText);
      return;
    }
    if (result.kind === 'failed') {
      setProblem(texts.errorText);
      return;
    }
    onResult(result);
  };

  const chosen = chosenLines(quote, selection);
  const choice = choiceTotals(quote, selection);
  const money = (halalas: number) => formatHalalas(halalas, { locale: lang });
  const accepted = status === 'accepted' && quote.answer?.totals ? quote.answer : null;
  const declinedReason =
    quote.answer?.decision === 'declined'
      ? (quote.answer.reasonText ?? texts.reasons[quote.answer.reason ?? 'other'])
      : null;

  const banner =
    status === 'accepted'
      ? { tone: 'success', text: texts.acceptedNotice(company) }
      : status === 'declined'
        ? { tone: 'danger', text: texts.declinedNotice(declinedReason ?? '') }
        : status === 'expired'
          ? { tone: 'warning', text: texts.expiredNotice(company) }
          : status === 'withdrawn'
            ? { tone: 'neutral', text: texts.withdrawnNotice(company) }
            : null;
  const revised = open && quote.revision ? quote.revision : null;
  const asked = open ? quote.changeRequest : null;
  const again = askAgainState(quote, status);
  const changed = revised ? changedNames(quote, lang) : [];

  return (
    <QuoteDocument
      texts={quoteTexts(lang)}
      locale={lang}
      audience="customer"
      company={{ name: company, logoUrl: quote.company.logo }}
      branchName={quote.branchName}
      seller={sellerView(quote)}
      customerName={quote.customer.firstName}
      maskedPhone={quote.customer.maskedPhone}
      orderRef={quote.orderRef}
      vehicle={[quote.vehicle.mark, quote.vehicle.model, quote.vehicle.year]
        .filter(Boolean)
        .join(' ')}
      lines={(accepted ? acceptedLines(quote) : quote.lines).map((line) =>
        quoteLineView(line, lang),
      )}
      totals={accepted?.totals ? accepted.totals : open ? totalsView(quote, choice) : quote.totals}
      {...(open ? { totalsTitle: texts.yourChoice } : {})}
      issuedAt={quote.issuedAt}
      validUntil={quote.validUntil}
      now={new Date(now).toISOString()}
      status={status}
      version={quote.version}
      terms={quote.terms}
      vatNumber={quote.vatNumber}
      {...(open ? { selection } : {})}
      {...(open && step === 'choose' && !sending
        ? {
            onSelectionChange: (id: string, next: LineSelection) =>
              setSelection((current) => ({ ...current, [id]: next })),
          }
        : {})}
      notice={
        banner || problem || revised || asked || again === 'asked' ? (
          <div className="flex flex-col gap-2">
            {problem ? <Notice tone="warning" text={problem} /> : null}
            {revised ? (
              <Notice
                tone="primary"
                text={[
                  texts.revised(
                    quote.version,
                    money(revised.previousTotalHalalas),
                    money(quote.totals.totalHalalas),
                  ),
                  changed.length > 0 ? texts.revisedParts(changed.join('، ')) : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
              />
            ) : null}
            {asked ? <Notice tone="primary" text={texts.change.sentNotice(company)} /> : null}
            {banner ? <Notice tone={banner.tone} text={banner.text} /> : null}
            {again === 'asked' ? (
              <Notice tone="primary" text={texts.again.sentNotice(company)} />
            ) : null}
            {accepted && !quote.payment ? <Notice tone="neutral" text={texts.whatNext} /> : null}
          </div>
        ) : null
      }
    >
      {accepted ? (
        // Where the order is, then its money, then its invoice: apart, so no step touches the next.
        <div className="flex flex-col gap-6">
          {quote.fulfilment ? (
            <FulfilmentStep
              fulfilment={quote.fulfilment}
              payment={quote.payment}
              lang={lang}
              texts={texts.fulfilment}
            />
          ) : null}
          {quote.payment ? (
            <PaymentStep
              token={token}
              quote={quote}
              payment={quote.payment}
              lang={lang}
              texts={texts.payment}
              onQuote={onResult}
            />
          ) : null}
          <InvoiceCard token={token} quote={quote} lang={lang} />
        </div>
      ) : null}
      {asked ? <ChangeRequestSent quote={quote} lang={lang} words={texts.change} /> : null}
      {again === 'offer' ? (
        <AskAgain texts={texts} sending={sending} onAsk={() => void askAgain()} />
      ) : null}
      {open && step === 'change' ? (
        <ChangeRequestForm
          quote={quote}
          lang={lang}
          texts={texts}
          sending={sending}
          onBack={() => setStep('choose')}
          onSend={(body) => void askForChanges(body)}
        />
      ) : open ? (
        <Actions
          quote={quote}
          chosenCount={chosen.length}
          totalText={money(choice.totalHalalas)}
          withDelivery={choice.deliveryHalalas > 0}
          step={step}
          sending={sending}
          texts={texts}
          canAskForChanges={!quote.changeRequest}
          onStep={setStep}
          onAccept={() => void send({ version: quote.version, decision: 'accept', lines: chosen })}
          onDecline={(reason, reasonText) =>
            void send({
              version: quote.version,
              decision: 'decline',
              reason,
              ...(reasonText ? { reasonText } : {}),
            })
          }
        />
      ) : null}
    </QuoteDocument>
  );
}

/** The one page for any link that leads nowhere: wrong, changed, or of nothing that exists. */
function NotFound({ texts }: { texts: PageTexts }) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-xl bg-surface px-6 py-16 text-center shadow-card">
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary [&_svg]:size-7"
      >
        <FileSearch />
      </span>
      <h1 className="text-lg font-semibold">{texts.notFoundTitle}</h1>
      <p className="max-w-md text-sm leading-relaxed text-fg-muted">{texts.notFoundText}</p>
    </section>
  );
}

const NOTICE_TONES: Record<string, string> = {
  primary: 'bg-primary-soft text-fg',
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger',
  warning: 'bg-warning-soft text-warning',
  neutral: 'bg-surface-muted text-fg',
};

function Notice({ tone, text }: { tone: string; text: string }) {
  return (
    <p role="status" className={`rounded-lg px-4 py-3 text-sm ${NOTICE_TONES[tone] ?? ''}`}>
      {text}
    </p>
  );
}

function Actions({
  quote,
  chosenCount,
  totalText,
  withDelivery,
  step,
  sending,
  texts,
  canAskForChanges,
  onStep,
  onAccept,
  onDecline,
}: {
  quote: PublicQuote;
  chosenCount: number;
  /** The VAT-inclusive total of the choice, formatted. */
  totalText: string;
  withDelivery: boolean;
  step: Step;
  sending: boolean;
  texts: PageTexts;
  /** One change request per version: the button goes once one was sent. */
  canAskForChanges: boolean;
  onStep: (step: Step) => void;
  onAccept: () => void;
  onDecline: (reason: DeclineReason, reasonText: string) => void;
}) {
  const of = pricedCount(quote);
  const acceptFor = quote.payment?.options.length ? texts.acceptAndPayFor : texts.acceptFor;
  if (step === 'decline') {
    return (
      <DeclineForm
        texts={texts}
        sending={sending}
        onBack={() => onStep('choose')}
        onDecline={onDecline}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary-soft/40 p-4">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-semibold">{texts.selectedSum(chosenCount, of)}</span>
        <span className="font-bold tabular-nums" data-testid="choice-total">
          {totalText}
        </span>
      </div>
      <p className="text-xs text-fg-muted">
        {chosenCount > 0 ? texts.totalIncludes(withDelivery) : texts.noneSelected}
      </p>
      {step === 'confirm-accept' ? (
        <div
          className="flex flex-col gap-3 border-t border-primary/20 pt-3"
          role="group"
          aria-label={acceptFor(totalText)}
        >
          <p className="text-sm">{texts.acceptSummary(chosenCount, of, totalText)}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="lg" loading={sending} onClick={onAccept}>
              {sending ? texts.sending : texts.confirmAccept(totalText)}
            </Button>
            <Button size="lg" variant="ghost" disabled={sending} onClick={() => onStep('choose')}>
              {texts.back}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="lg" disabled={chosenCount === 0} onClick={() => onStep('confirm-accept')}>
            {chosenCount > 0 ? acceptFor(totalText) : texts.accept}
          </Button>
          {canAskForChanges ? (
            <Button
              size="lg"
              variant="outline"
              icon={<FilePenLine aria-hidden="true" />}
              onClick={() => onStep('change')}
            >
              {texts.change.open}
            </Button>
          ) : null}
          <Button size="lg" variant="outline" onClick={() => onStep('decline')}>
            {texts.decline}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Once the quote is declined or has expired: ask the shop for a new one on the same link. */
function AskAgain({
  texts,
  sending,
  onAsk,
}: {
  texts: PageTexts;
  sending: boolean;
  onAsk: () => void;
}) {
  return (
    <section
      aria-labelledby="ask-again-title"
      className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary-soft/40 p-4 print:hidden"
    >
      <div className="flex flex-col gap-1">
        <h2 id="ask-again-title" className="text-sm font-semibold">
          {texts.again.title}
        </h2>
        <p className="text-sm text-fg-muted">{texts.again.hint}</p>
      </div>
      <Button
        size="lg"
        className="w-fit"
        icon={<RefreshCw aria-hidden="true" />}
        loading={sending}
        onClick={onAsk}
      >
        {sending ? texts.sending : texts.again.button}
      </Button>
    </section>
  );
}

const REASONS: DeclineReason[] = ['too_expensive', 'found_elsewhere', 'not_needed', 'other'];
const REASON_TEXT_MAX = 300;

function DeclineForm({
  texts,
  sending,
  onBack,
  onDecline,
}: {
  texts: PageTexts;
  sending: boolean;
  onBack: () => void;
  onDecline: (reason: DeclineReason, reasonText: string) => void;
}) {
  // No reason is chosen for the customer: the form asks, and only says so once sent without one.
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [other, setOther] = useState('');
  const [tried, setTried] = useState(false);
  const missingReason = reason === null;
  const missingText = reason === 'other' && other.trim() === '';
  const reasonError = tried && missingReason;
  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (reason !== null && !missingText) {
          onDecline(reason, reason === 'other' ? other.trim() : '');
        }
      }}
    >
      <fieldset
        className="flex flex-col gap-2"
        disabled={sending}
        aria-invalid={reasonError || undefined}
        aria-describedby={reasonError ? 'decline-reason-error' : undefined}
      >
        <legend className="mb-1 text-sm font-semibold">{texts.declineTitle}</legend>
        {REASONS.map((value) => (
          <label key={value} className="flex cursor-pointer items-center gap-3 text-sm">
            <input
              type="radio"
              name="reason"
              className="size-4 accent-primary"
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {texts.reasons[value]}
          </label>
        ))}
        {reasonError ? (
          <p id="decline-reason-error" role="alert" className="text-xs text-danger">
            {texts.reasonRequired}
          </p>
        ) : null}
        {reason === 'other' ? (
          <div className="flex flex-col gap-1">
            <Textarea
              aria-label={texts.otherReason}
              placeholder={texts.otherReason}
              value={other}
              maxLength={REASON_TEXT_MAX}
              rows={3}
              invalid={tried && missingText}
              onChange={(event) => setOther(event.target.value)}
            />
            {tried && missingText ? (
              <p role="alert" className="text-xs text-danger">
                {texts.otherRequired}
              </p>
            ) : null}
          </div>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={sending}>
          {sending ? texts.sending : texts.confirmDecline}
        </Button>
        <Button type="button" variant="ghost" disabled={sending} onClick={onBack}>
          {texts.back}
        </Button>
      </div>
    </form>
  );
}
