import { useMemo } from 'react';
import type { WebhookTexts } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import type { Translate } from '../../i18n/translate';

/** The design system's webhook texts from the catalogue, in the reader's language. */
export function webhookTexts(t: Translate): WebhookTexts {
  return {
    events: {
      'order.created': t('webhooks.event.orderCreated'),
      'order.routed': t('webhooks.event.orderRouted'),
      'order.priced': t('webhooks.event.orderPriced'),
      'order.canceled': t('webhooks.event.orderCanceled'),
      'quote.viewed': t('webhooks.event.quoteViewed'),
      'quote.accepted': t('webhooks.event.quoteAccepted'),
      'quote.declined': t('webhooks.event.quoteDeclined'),
      'quote.expired': t('webhooks.event.quoteExpired'),
      'payment.succeeded': t('webhooks.event.paymentSucceeded'),
      'payment.failed': t('webhooks.event.paymentFailed'),
      'payment.refunded': t('webhooks.event.paymentRefunded'),
      'order.fulfilment_changed': t('webhooks.event.fulfilmentChanged'),
      'quote.change_requested': t('webhooks.event.changeRequested'),
      'quote.expiring': t('webhooks.event.quoteExpiring'),
      'quote.new_quote_requested': t('webhooks.event.newQuoteRequested'),
      'invoice.issued': t('webhooks.event.invoiceIssued'),
      'credit_note.issued': t('webhooks.event.creditNoteIssued'),
      test: t('webhooks.event.test'),
    },
    status: {
      pending: t('webhooks.status.pending'),
      delivered: t('webhooks.status.delivered'),
      failed: t('webhooks.status.failed'),
    },
    attempt: {
      list: t('webhooks.attempt.list'),
      attempt: (number) => t('webhooks.attempt.number', { number }),
      httpStatus: (code) => t('webhooks.attempt.httpStatus', { code }),
      errors: {
        timeout: t('webhooks.attempt.error.timeout'),
        connection: t('webhooks.attempt.error.connection'),
        redirect: t('webhooks.attempt.error.redirect'),
        'refused-address': t('webhooks.attempt.error.refusedAddress'),
      },
      latency: (milliseconds) => t('webhooks.attempt.latency', { milliseconds }),
      response: t('webhooks.attempt.response'),
    },
    endpoint: {
      sendEvents: t('webhooks.endpoint.sendEvents'),
      events: t('webhooks.endpoint.events'),
      paused: t('webhooks.endpoint.paused'),
      stopped: t('webhooks.endpoint.stopped'),
      failing: t('webhooks.endpoint.failing'),
      stoppedTitle: t('webhooks.endpoint.stoppedTitle'),
      stoppedBody: (since) => t('webhooks.endpoint.stoppedBody', { since }),
      failingTitle: t('webhooks.endpoint.failingTitle'),
      failingBody: (since) => t('webhooks.endpoint.failingBody', { since }),
      pausedNote: t('webhooks.endpoint.pausedNote'),
      deliveries: t('webhooks.endpoint.deliveries'),
      sendTest: t('webhooks.endpoint.sendTest'),
      edit: t('webhooks.endpoint.edit'),
      more: t('webhooks.endpoint.more'),
      rotateSecret: t('webhooks.endpoint.rotateSecret'),
      delete: t('webhooks.endpoint.delete'),
    },
    delivery: {
      list: t('webhooks.delivery.list'),
      order: t('webhooks.delivery.order'),
      time: t('webhooks.delivery.time'),
      attemptCount: (count) => t('webhooks.delivery.attemptCount', { count }),
      nextAttempt: (time) => t('webhooks.delivery.nextAttempt', { time }),
      showAttempts: (count) => t('webhooks.delivery.showAttempts', { count }),
      hideAttempts: t('webhooks.delivery.hideAttempts'),
      noAttempts: t('webhooks.delivery.noAttempts'),
      deliveryId: t('webhooks.delivery.deliveryId'),
      resend: t('webhooks.delivery.resend'),
    },
    secret: {
      label: t('webhooks.secret.label'),
      warning: t('webhooks.secret.warning'),
      rotatedNote: t('webhooks.secret.rotatedNote'),
      copy: t('webhooks.secret.copy'),
      copied: t('webhooks.secret.copied'),
      copyFailed: t('webhooks.secret.copyFailed'),
      verifyTitle: t('webhooks.secret.verifyTitle'),
      verifyHeaders: t('webhooks.secret.verifyHeaders'),
      verifyLibrary: t('webhooks.secret.verifyLibrary'),
      verifyReplay: t('webhooks.secret.verifyReplay'),
    },
    picker: {
      legend: t('webhooks.form.events'),
      all: t('webhooks.form.allEvents'),
      hint: t('webhooks.form.eventsHint'),
    },
  };
}

export function useWebhookTexts(): WebhookTexts {
  const { t } = useI18n();
  return useMemo(() => webhookTexts(t), [t]);
}
