import {
  ArrowRight,
  Check,
  CircleCheck,
  CircleDashed,
  CircleX,
  Copy,
  ExternalLink,
  Hourglass,
  Landmark,
  ChartPie,
  Store,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button, buttonVariants } from '../../primitives/button/button';
import { compactIban, groupIban } from './iban';

/** Where the money of an accepted quote stands. */
export type PaymentState =
  | 'awaiting'
  | 'pending'
  | 'paid'
  | 'partially_paid'
  | 'failed'
  | 'refunded'
  | 'partially_refunded'
  | 'offline_chosen'
  | 'bank_transfer';

export type PaymentTone = 'success' | 'warning' | 'danger' | 'neutral';

/** Each state's picture and colour; icons without a direction, so none flips. */
const STATES: Record<PaymentState, { icon: LucideIcon; tone: PaymentTone }> = {
  awaiting: { icon: CircleDashed, tone: 'neutral' },
  pending: { icon: Hourglass, tone: 'warning' },
  paid: { icon: CircleCheck, tone: 'success' },
  partially_paid: { icon: ChartPie, tone: 'warning' },
  failed: { icon: CircleX, tone: 'danger' },
  refunded: { icon: Undo2, tone: 'neutral' },
  partially_refunded: { icon: Undo2, tone: 'neutral' },
  offline_chosen: { icon: Store, tone: 'neutral' },
  bank_transfer: { icon: Landmark, tone: 'warning' },
};

const TONE_MARKS: Record<PaymentTone, string> = {
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
  neutral: 'bg-surface-muted text-fg-muted',
};

const TONE_BARS: Record<PaymentTone, string> = {
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
  neutral: 'bg-fg-muted',
};

/** One `label: value` line under the status (method, date, reference, outstanding…). */
export interface PaymentFact {
  label: string;
  value: ReactNode;
  /** Kept left to right in Arabic: references, card numbers, IBANs. */
  ltr?: boolean;
}

export interface PaymentStatusAction {
  label: ReactNode;
  /** A link (the gateway's checkout page); without it the action is a button. */
  href?: string;
  /** Open the link in a new tab (it then carries the "leaves the page" arrow). */
  newTab?: boolean;
  onClick?: () => void;
  /** Working (checking again, retrying): a spinner and no second press. */
  busy?: boolean;
  /** An icon before a button's label (a link gets its arrow by itself). */
  icon?: ReactNode;
}

export interface PaymentBankAccountView {
  bankName: string;
  accountName: string;
  /** As stored; shown in groups of four and copied without spaces. */
  iban: string;
  labels: {
    bankName: string;
    accountName: string;
    iban: string;
    /** The copy button («نسخ الآيبان»). */
    copy: string;
    /** The button once copied («تم النسخ»). */
    copied: string;
    /** The browser refused the clipboard. */
    copyFailed: string;
  };
}

export interface PaymentStatusProps {
  state: PaymentState;
  /** The state in a few words («تم الدفع», «بانتظار التحويل البنكي»). */
  title: ReactNode;
  /** A sentence under the title: what happens next, why it failed, what to bring. */
  description?: ReactNode;
  /** The headline figure, formatted («2,461.00 ر.س.») with what it is («المبلغ المدفوع»). */
  amount?: { label: string; value: ReactNode };
  /** Paid of total (partially paid) as a bar; `text` says it in words («دُفع 738.30 من 2,461.00»). */
  progress?: { value: number; max: number; text: string };
  facts?: PaymentFact[];
  /** A short list under a heading: what to bring when paying on pickup or delivery. */
  checklist?: { title: string; items: ReactNode[] };
  /** The shop's account for a bank transfer, with a button that copies the IBAN (above the facts). */
  bankAccount?: PaymentBankAccountView;
  /** Puts the IBAN on the clipboard; resolves to whether it worked (default: the browser's). */
  onCopy?: (iban: string) => Promise<boolean> | boolean;
  /** The first is the main action, the others are outlined. */
  actions?: PaymentStatusAction[];
  /** Overrides the state's colour. */
  tone?: PaymentTone;
  /** The heading level that fits the page (h2 by default). */
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
  className?: string;
}

async function copyWithBrowser(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where the money stands, for the customer or the shop's staff: a card with the state's picture
 * and colour (success, warning, danger or neutral, as the badges), its title and sentence, and
 * what that state needs: the amount, paid of total, the facts (method, date, reference), what to
 * bring, the bank account with its IBAN to copy, and the actions (continue to payment, check
 * again, retry). Every word comes from the props.
 */
export function PaymentStatus({
  state,
  title,
  description,
  amount,
  progress,
  facts,
  checklist,
  bankAccount,
  onCopy = copyWithBrowser,
  actions,
  tone,
  headingLevel: Heading = 'h2',
  children,
  className,
}: PaymentStatusProps) {
  const titleId = useId();
  const { icon: Icon, tone: stateTone } = STATES[state];
  const shownTone = tone ?? stateTone;

  return (
    <section
      aria-labelledby={titleId}
      data-state={state}
      data-tone={shownTone}
      className={cn(
        '@container flex flex-col gap-4 rounded-xl border border-border/60 bg-surface p-4 text-fg shadow-card sm:p-6',
        className,
      )}
    >
      <header className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-full',
            TONE_MARKS[shownTone],
          )}
        >
          <Icon className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5 pt-1.5">
          <Heading id={titleId} className="text-base font-semibold leading-snug break-words">
            {title}
          </Heading>
          {description ? (
            <p className="text-sm leading-relaxed text-fg-muted break-words">{description}</p>
          ) : null}
        </div>
      </header>

      {amount ? (
        <div className="flex flex-col gap-0.5">
          <span className="text-xs text-fg-muted">{amount.label}</span>
          <span className="text-2xl font-bold leading-tight tabular-nums">{amount.value}</span>
        </div>
      ) : null}

      {progress ? <Progress {...progress} tone={shownTone} /> : null}

      {bankAccount ? <BankAccount account={bankAccount} onCopy={onCopy} /> : null}

      {facts?.length ? (
        <dl
          className={cn(
            'grid grid-cols-1 gap-x-4 gap-y-3 text-sm @sm:grid-cols-2',
            // Under the amount a line sets them apart; under the bank's box they follow it.
            !bankAccount && 'border-t border-border pt-4',
          )}
        >
          {facts.map((fact) => (
            <div key={fact.label} className="flex min-w-0 flex-col gap-0.5">
              <dt className="text-xs text-fg-muted">{fact.label}</dt>
              <dd className="font-medium break-words">
                {fact.ltr ? (
                  <bdi dir="ltr" className="tabular-nums">
                    {fact.value}
                  </bdi>
                ) : (
                  fact.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}

      {checklist ? (
        <div className="flex flex-col gap-2 rounded-lg bg-surface-muted px-4 py-3">
          <Heading className="text-sm font-semibold">{checklist.title}</Heading>
          <ul className="flex flex-col gap-1.5 text-sm leading-relaxed">
            {checklist.items.map((item, index) => (
              <li key={index} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-fg-muted" />
                <span className="min-w-0 break-words">{item}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {children}

      {actions?.length ? (
        <div className="flex flex-col gap-2 @md:flex-row @md:flex-wrap">
          {actions.map((action, index) => (
            <ActionControl key={index} action={action} primary={index === 0} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

function Progress({
  value,
  max,
  text,
  tone,
}: {
  value: number;
  max: number;
  text: string;
  tone: PaymentTone;
}) {
  const textId = useId();
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={textId} className="text-sm font-medium tabular-nums">
        {text}
      </span>
      <div
        role="progressbar"
        aria-labelledby={textId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        {/* A block in the line's direction: it grows from the right in Arabic. */}
        <div
          className={cn('h-full rounded-full', TONE_BARS[tone])}
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </div>
  );
}

const ACTION_SIZE = 'h-auto min-h-11 whitespace-normal py-2 text-center';

function ActionControl({ action, primary }: { action: PaymentStatusAction; primary: boolean }) {
  const variant = primary ? 'primary' : 'outline';
  if (action.href) {
    // "Leaves the page" points up and towards the line's end; "go on" points along the line.
    const Arrow = action.newTab ? ExternalLink : ArrowRight;
    return (
      <a
        href={action.href}
        {...(action.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className={cn(buttonVariants({ variant, size: 'md' }), ACTION_SIZE)}
      >
        {action.label}
        <Arrow aria-hidden="true" className="rtl:-scale-x-100" />
      </a>
    );
  }
  return (
    <Button
      variant={variant}
      loading={action.busy}
      icon={action.icon}
      onClick={action.onClick}
      className={ACTION_SIZE}
    >
      {action.label}
    </Button>
  );
}

function BankAccount({
  account,
  onCopy,
}: {
  account: PaymentBankAccountView;
  onCopy: (iban: string) => Promise<boolean> | boolean;
}) {
  const [copy, setCopy] = useState<{ iban: string; result: 'copied' | 'failed' } | null>(null);
  const iban = compactIban(account.iban);
  // A new account (another order's) starts over.
  const result = copy?.iban === iban ? copy.result : 'idle';
  const copyIban = async () =>
    setCopy({ iban, result: (await onCopy(iban)) ? 'copied' : 'failed' });
  const { labels } = account;

  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-3 rounded-lg border border-border p-4 text-sm @sm:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-0.5">
        <dt className="text-xs text-fg-muted">{labels.bankName}</dt>
        <dd dir="auto" className="font-medium break-words">
          {account.bankName}
        </dd>
      </div>
      <div className="flex min-w-0 flex-col gap-0.5">
        <dt className="text-xs text-fg-muted">{labels.accountName}</dt>
        <dd dir="auto" className="font-medium break-words">
          {account.accountName}
        </dd>
      </div>
      <div className="flex min-w-0 flex-col gap-1 @sm:col-span-2">
        <dt className="text-xs text-fg-muted">{labels.iban}</dt>
        <dd className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          {/* Read whole and left to right in both languages; selectable to copy by hand. */}
          <bdi
            dir="ltr"
            data-testid="iban"
            className="min-w-0 font-mono text-base font-semibold tracking-wide break-all text-fg select-all"
          >
            {groupIban(account.iban)}
          </bdi>
          <Button
            variant="secondary"
            icon={result === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            onClick={() => void copyIban()}
            aria-live="polite"
            className="min-h-11 @max-sm:w-full"
          >
            {result === 'copied' ? labels.copied : labels.copy}
          </Button>
          {result === 'failed' ? (
            <p role="alert" className="w-full text-xs font-medium text-danger">
              {labels.copyFailed}
            </p>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}
