import type { ReactNode } from 'react';
import { MessageCircle, Phone } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatDate, type UiLocale } from '../../lib/format';
import { MoneySummary } from './money-summary';
import { QuoteLine } from './quote-line';
import { QuoteStatusBadge } from './quote-status-badge';
import type { QuoteTexts } from './quote-texts';
import type {
  LineSelection,
  QuoteLineView,
  QuoteSelection,
  QuoteSellerView,
  QuoteStatus,
  QuoteTotalsView,
} from './quote-types';
import { timeLeft } from './time-left';

export interface QuoteDocumentProps {
  /** Its words and its parts', in the reader's language. */
  texts: QuoteTexts;
  locale?: UiLocale;
  company: { name: string; logoUrl: string | null };
  branchName: string | null;
  /** Who sells: numbers, address, registration and VAT numbers under the seller's name. */
  seller?: QuoteSellerView;
  /** The customer's page words an open quote for him ("awaiting your answer"). */
  audience?: 'staff' | 'customer';
  /** First name only: the page is reached by a link, so it shows as little as it can. */
  customerName: string;
  /** e.g. `+966 5•••••123`. */
  maskedPhone: string;
  orderRef: string;
  /** Make, model and year in one line. */
  vehicle: string;
  lines: QuoteLineView[];
  /** The figures of the money summary: the offer's, or those of the customer's choice. */
  totals: QuoteTotalsView;
  /** A heading above the money summary ("your choice"). */
  totalsTitle?: ReactNode;
  issuedAt: string;
  validUntil: string;
  /** The time the reader is at, for the time left (the server's, kept ticking by the page). */
  now: string;
  status: QuoteStatus;
  version: number;
  terms: string | null;
  vatNumber: string | null;
  /** The customer's choices: editable with `onSelectionChange`, read-only otherwise. */
  selection?: QuoteSelection;
  onSelectionChange?: (lineId: string, next: LineSelection) => void;
  /** A notice above the parts (expired, withdrawn, answered). */
  notice?: ReactNode;
  /** The actions under the document (accept, decline); hidden when printed. */
  children?: ReactNode;
  className?: string;
}

/**
 * A price quote as its customer reads it, on a phone first: who it is from, for which order and
 * vehicle, every part with its price or alternatives, the money summary, the validity and the
 * terms. Printing gives a clean A4 quote (no actions, no shadows).
 */
export function QuoteDocument({
  texts,
  locale = 'ar',
  company,
  branchName,
  seller,
  audience = 'staff',
  customerName,
  maskedPhone,
  orderRef,
  vehicle,
  lines,
  totals,
  totalsTitle,
  issuedAt,
  validUntil,
  now,
  status,
  version,
  terms,
  vatNumber,
  selection,
  onSelectionChange,
  notice,
  children,
  className,
}: QuoteDocumentProps) {
  const left = status === 'sent' || status === 'viewed' ? timeLeft(validUntil, now) : null;
  // Day and time apart, so a narrow column breaks between them and never inside the time.
  const date = (value: string) => (
    <>
      <span>{formatDate(value, { locale, style: 'date' })}</span>{' '}
      <span className="whitespace-nowrap">{formatDate(value, { locale, style: 'time' })}</span>
    </>
  );

  return (
    <article
      lang={locale}
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      className={cn(
        'flex flex-col gap-5 rounded-xl border border-border/60 bg-surface p-4 text-fg shadow-card sm:p-8',
        'print:rounded-none print:border-0 print:p-0 print:shadow-none',
        className,
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-border pb-4">
        <div className="flex min-w-0 items-center gap-3">
          {company.logoUrl ? (
            <img
              src={company.logoUrl}
              alt={texts.companyLogo(company.name)}
              className="size-14 shrink-0 rounded-lg border border-border object-contain"
            />
          ) : null}
          <div className="flex min-w-0 flex-col">
            {/* Names and texts the shop wrote keep their own direction in either language. */}
            <span dir="auto" className="text-lg font-bold leading-snug break-words">
              {company.name}
            </span>
            {branchName ? (
              <span dir="auto" className="text-sm text-fg-muted">
                {branchName}
              </span>
            ) : null}
            {seller ? <SellerFacts seller={seller} texts={texts} /> : null}
          </div>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <h1 className="text-xl font-bold">{texts.quote}</h1>
          <div className="flex flex-wrap items-center gap-2 text-xs text-fg-muted">
            <span>{texts.version(version)}</span>
            <QuoteStatusBadge
              status={status}
              audience={audience}
              texts={texts}
              className="print:hidden"
            />
          </div>
        </div>
      </header>

      {seller && (seller.phone || seller.whatsapp) ? (
        <SellerActions seller={seller} texts={texts} />
      ) : null}

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <Fact label={texts.orderRef}>
          <bdi dir="ltr" className="font-semibold">
            {orderRef}
          </bdi>
        </Fact>
        <Fact label={texts.issued}>
          <span className="tabular-nums">{date(issuedAt)}</span>
        </Fact>
        <Fact label={status === 'expired' ? texts.expiredOn : texts.validUntil}>
          <span className="tabular-nums">{date(validUntil)}</span>
          {left ? (
            <span className="block text-xs font-medium text-warning">{texts.expiresIn(left)}</span>
          ) : null}
        </Fact>
        <Fact label={texts.customer}>
          <span dir="auto">{customerName}</span>
          <bdi dir="ltr" className="block text-xs text-fg-muted tabular-nums">
            {maskedPhone}
          </bdi>
        </Fact>
        <Fact label={texts.vehicle} wide>
          <span dir="auto">{vehicle}</span>
        </Fact>
      </dl>

      {notice}

      <section className="flex flex-col">
        <div className="flex items-baseline justify-between gap-2 border-b border-border pb-2">
          <h2 className="text-sm font-semibold">{texts.parts}</h2>
          <span className="text-xs text-fg-muted">{texts.pricesInSar}</span>
        </div>
        <ul>
          {lines.map((line) => (
            <QuoteLine
              key={line.id}
              line={line}
              texts={texts}
              locale={locale}
              {...(selection?.[line.id] ? { selection: selection[line.id] } : {})}
              {...(onSelectionChange
                ? { onSelectionChange: (next: LineSelection) => onSelectionChange(line.id, next) }
                : {})}
            />
          ))}
        </ul>
      </section>

      <div className="flex flex-col gap-3 break-inside-avoid">
        <MoneySummary totals={totals} texts={texts} locale={locale} title={totalsTitle} />
      </div>

      {children ? <div className="print:hidden">{children}</div> : null}

      {terms || (vatNumber && !seller) ? (
        <footer className="flex flex-col gap-2 border-t border-border pt-4 text-xs text-fg-muted break-inside-avoid">
          {vatNumber && !seller ? (
            <p>
              {texts.vatNumber}:{' '}
              <bdi dir="ltr" className="font-medium text-fg tabular-nums">
                {vatNumber}
              </bdi>
            </p>
          ) : null}
          {terms ? (
            <div>
              <h2 className="mb-1 font-semibold text-fg">{texts.terms}</h2>
              <p dir="auto" className="whitespace-pre-wrap leading-relaxed">
                {terms}
              </p>
            </div>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', wide && 'col-span-2 sm:col-span-4')}>
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** The seller's address, registration and VAT numbers, as Saudi invoices put them. */
function SellerFacts({ seller, texts }: { seller: QuoteSellerView; texts: QuoteTexts }) {
  const numbers = [
    seller.commercialRegistration
      ? { label: texts.commercialRegistration, value: seller.commercialRegistration }
      : null,
    seller.vatNumber ? { label: texts.vatNumber, value: seller.vatNumber } : null,
  ].filter((each) => each !== null);
  return (
    <>
      {seller.address ? (
        <span dir="auto" className="text-xs text-fg-muted break-words">
          {seller.address}
        </span>
      ) : null}
      {numbers.length > 0 ? (
        <span className="flex flex-wrap gap-x-3 text-xs text-fg-muted">
          {numbers.map((number) => (
            <span key={number.label}>
              {number.label}:{' '}
              <bdi dir="ltr" className="font-medium text-fg tabular-nums">
                {number.value}
              </bdi>
            </span>
          ))}
        </span>
      ) : null}
    </>
  );
}

const ACTION_LINK =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-border px-4 text-sm font-medium text-fg transition-colors hover:border-primary/60 hover:bg-primary-soft/40 [&_svg]:size-[18px] [&_svg]:text-primary';

/** Tap to call or to chat: phone-sized targets; on paper the numbers themselves. */
function SellerActions({ seller, texts }: { seller: QuoteSellerView; texts: QuoteTexts }) {
  const whatsappDigits = seller.whatsapp?.replace(/\D/g, '') ?? '';
  return (
    <div className="flex flex-wrap gap-2">
      {seller.phone ? (
        <a href={`tel:${seller.phone}`} className={ACTION_LINK}>
          <Phone aria-hidden="true" />
          <span>{texts.call}</span>
          <bdi dir="ltr" className="text-fg-muted tabular-nums">
            {seller.phone}
          </bdi>
        </a>
      ) : null}
      {seller.whatsapp && whatsappDigits.length >= 8 ? (
        <a
          href={`https://wa.me/${whatsappDigits}`}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(ACTION_LINK, 'print:hidden')}
        >
          <MessageCircle aria-hidden="true" />
          <span>{texts.whatsapp}</span>
        </a>
      ) : null}
    </div>
  );
}
