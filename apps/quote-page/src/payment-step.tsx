import { useState } from 'react';
import { RefreshCw, RotateCcw } from 'lucide-react';
import type { PaymentOption, PublicPayment, PublicQuote } from '@taseer/api';
import {
  formatDate,
  formatHalalas,
  PaymentOptionPicker,
  PaymentStatus,
  type PaymentOptionView,
  type PaymentStatusProps,
} from '@taseer/ui';
import { checkPayment, choosePayment, type QuoteResult } from './quote-api';
import type { Lang, PaymentTexts } from './texts';

/**
 * The customer's payment after accepting, on the same link: he picks a way to pay; card opens the
 * gateway's page, which sends him back here, where the payment is checked with the gateway (the
 * server does it) and shown paid, or failed with another try. Pay on pickup or delivery and a
 * bank transfer are recorded as his choice and say what to do next.
 */
export function PaymentStep({
  token,
  quote,
  payment,
  lang,
  texts,
  onQuote,
}: {
  token: string;
  quote: PublicQuote;
  payment: PublicPayment;
  lang: Lang;
  texts: PaymentTexts;
  onQuote: (result: QuoteResult) => void;
}) {
  const [busy, setBusy] = useState<'paying' | 'checking' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const [chosen, setChosen] = useState<string | null>(
    () =>
      payment.chosenOption ?? (payment.options.length === 1 ? (payment.options[0] ?? null) : null),
  );
  const money = (halalas: number) => formatHalalas(halalas, { locale: lang });
  const online = payment.onlineHalalas;
  const deposit = online > 0 && online < payment.totalHalalas - payment.paidHalalas;

  const choose = async (option: PaymentOption) => {
    setBusy('paying');
    setProblem(null);
    const result = await choosePayment(token, { version: quote.version, option });
    if (result.kind === 'chosen') {
      if (result.checkoutUrl) {
        // The gateway's hosted page; it sends the customer back to this link.
        window.location.assign(result.checkoutUrl);
        return;
      }
      setBusy(null);
      setChanging(false);
      onQuote({ kind: 'quote', quote: result.quote });
      return;
    }
    setBusy(null);
    setProblem(
      result.kind === 'refused' && result.code === 'GATEWAY_FAILED'
        ? texts.gatewayFailed
        : result.kind === 'refused' && result.message && lang === 'ar'
          ? result.message
          : texts.failed,
    );
  };

  const check = async () => {
    setBusy('checking');
    const result = await checkPayment(token);
    setBusy(null);
    onQuote(result);
  };

  if (payment.status === 'paid' || payment.status === 'refunded') {
    return <PaymentStatus {...settled(payment, texts, money, lang)} />;
  }

  const status = statusOf(payment, texts, money, {
    onRetry: () => void choose('card'),
    onCheck: () => void check(),
    onChange: () => setChanging(true),
    busy,
  });
  const picking =
    changing || (!payment.pending && payment.chosenOption === null) || status === null;
  const options = payment.options.map((option): PaymentOptionView => ({
    id: option,
    kind: option,
    title: texts.options[option].title,
    description: texts.options[option].description,
    ...(option === 'card'
      ? {
          marks: ['mada', 'visa', 'mastercard', 'apple_pay'],
          ...(deposit ? { dueNowText: texts.depositNow(money(online)) } : {}),
        }
      : {}),
  }));

  return (
    <div className="flex flex-col gap-3" data-testid="payment-step">
      {status ? <PaymentStatus {...status} /> : null}
      {picking && options.length > 0 ? (
        <PaymentOptionPicker
          options={options}
          value={chosen}
          onValueChange={setChosen}
          onSubmit={(id) => void choose(id as PaymentOption)}
          submitLabel={
            chosen === 'card'
              ? texts.payNow(money(online))
              : chosen
                ? texts.confirmOption[chosen as Exclude<PaymentOption, 'card'>]
                : texts.chooseFirst
          }
          busy={busy === 'paying'}
          error={problem}
          texts={{ legend: texts.legend, marks: texts.marks }}
        />
      ) : problem ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-4 py-3 text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

type Money = (halalas: number) => string;

function settled(
  payment: PublicPayment,
  texts: PaymentTexts,
  money: Money,
  lang: Lang,
): PaymentStatusProps {
  if (payment.status === 'refunded') {
    return {
      state: 'refunded',
      title: texts.refundedTitle,
      description: texts.refundedText,
      amount: { label: texts.refundedAmount, value: money(payment.refundedHalalas) },
    };
  }
  return {
    state: payment.refundedHalalas > 0 ? 'partially_refunded' : 'paid',
    title: texts.paidTitle,
    description: texts.paidText,
    amount: { label: texts.paidAmount, value: money(payment.paidHalalas) },
    facts: [
      ...(payment.paidAt
        ? [
            {
              label: texts.paidAt,
              value: formatDate(payment.paidAt, { locale: lang, style: 'dateTime' }),
            },
          ]
        : []),
      ...(payment.refundedHalalas > 0
        ? [{ label: texts.refundedAmount, value: money(payment.refundedHalalas) }]
        : []),
    ],
  };
}

/** What the card above the choices says, or null when there is nothing to say yet. */
function statusOf(
  payment: PublicPayment,
  texts: PaymentTexts,
  money: Money,
  actions: {
    onRetry: () => void;
    onCheck: () => void;
    onChange: () => void;
    busy: 'paying' | 'checking' | null;
  },
): PaymentStatusProps | null {
  const outstanding = Math.max(0, payment.totalHalalas - payment.paidHalalas);
  if (payment.pending) {
    return {
      state: 'pending',
      title: texts.pendingTitle,
      description: texts.pendingText,
      amount: { label: texts.amountDue, value: money(payment.onlineHalalas) },
      actions: [
        {
          label: texts.continuePaying,
          onClick: actions.onRetry,
          busy: actions.busy === 'paying',
        },
        {
          label: texts.checkAgain,
          onClick: actions.onCheck,
          busy: actions.busy === 'checking',
          icon: <RefreshCw aria-hidden="true" />,
        },
      ],
    };
  }
  if (payment.lastFailure) {
    return {
      state: 'failed',
      title: texts.failedTitle,
      description: texts.failures[payment.lastFailure],
      actions: [
        {
          label: texts.tryAgain,
          onClick: actions.onRetry,
          busy: actions.busy === 'paying',
          icon: <RotateCcw aria-hidden="true" />,
        },
      ],
    };
  }
  if (payment.status === 'partially_paid') {
    return {
      state: 'partially_paid',
      title: texts.partlyPaidTitle,
      description: texts.partlyPaidText(money(outstanding)),
      progress: {
        value: payment.paidHalalas,
        max: payment.totalHalalas,
        text: texts.paidOf(money(payment.paidHalalas), money(payment.totalHalalas)),
      },
    };
  }
  const change = { label: texts.changeWay, onClick: actions.onChange };
  if (payment.chosenOption === 'bank_transfer' && payment.bank) {
    return {
      state: 'bank_transfer',
      title: texts.bankTitle,
      description: texts.bankText,
      amount: { label: texts.amountDue, value: money(outstanding) },
      bankAccount: {
        bankName: payment.bank.bankName,
        accountName: payment.bank.accountName,
        iban: payment.bank.iban,
        labels: texts.bankLabels,
      },
      actions: [change],
    };
  }
  if (payment.chosenOption === 'pay_on_pickup' || payment.chosenOption === 'pay_on_delivery') {
    return {
      state: 'offline_chosen',
      title: texts.offlineTitle[payment.chosenOption],
      description: texts.offlineText[payment.chosenOption],
      amount: { label: texts.amountDue, value: money(outstanding) },
      actions: [change],
    };
  }
  return null;
}
