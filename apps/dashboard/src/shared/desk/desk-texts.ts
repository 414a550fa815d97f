import { useMemo } from 'react';
import {
  ageParts,
  formatHalalas,
  type AgeTexts,
  type ClaimTexts,
  type DeskTexts,
  type TimelineEventView,
} from '@taseer/ui';
import { countForm } from '../../i18n/count-form';
import { useI18n } from '../../i18n/i18n';
import type { Lang, Translate } from '../../i18n/translate';
import { quoteTexts } from '../orders/quote-texts';

type Unit = 'day' | 'hour' | 'minute';

/** «يومين», «3 أيام», «2 hours»: a count with its unit, in the form the count takes. */
function span(t: Translate, unit: Unit, count: number): string {
  return t(`desk.age.${unit}.${countForm(count)}`, { count });
}

/** AgeBadge's words; the home's work lists say a wait with them too. */
export function ageTexts(t: Translate): AgeTexts {
  return {
    short: (minutes) => {
      const { days, hours, minutes: rest } = ageParts(minutes);
      if (days >= 1) return t('desk.age.shortSince', { span: span(t, 'day', days) });
      if (hours >= 1) {
        return rest > 0
          ? t('desk.age.shortHoursMinutes', { hours, minutes: rest })
          : t('desk.age.shortHours', { hours });
      }
      return rest >= 1 ? t('desk.age.shortMinutes', { minutes: rest }) : t('desk.age.now');
    },
    long: (minutes) => {
      const { days, hours, minutes: rest } = ageParts(minutes);
      if (days >= 1) return t('desk.age.longSince', { span: span(t, 'day', days) });
      if (hours >= 1) {
        return rest > 0
          ? t('desk.age.longHoursMinutes', {
              hours: span(t, 'hour', hours),
              minutes: span(t, 'minute', rest),
            })
          : t('desk.age.longSince', { span: span(t, 'hour', hours) });
      }
      return rest >= 1
        ? t('desk.age.longSince', { span: span(t, 'minute', rest) })
        : t('desk.age.now');
    },
    late: t('desk.age.late'),
    created: (dateTime) => t('desk.age.created', { dateTime }),
    dueBy: (time) => t('desk.age.dueBy', { time }),
    wasDueBy: (time) => t('desk.age.wasDueBy', { time }),
    noTarget: t('desk.age.noTarget'),
  };
}

export function claimTexts(t: Translate): ClaimTexts {
  return {
    unclaimed: t('desk.claimChip.unclaimed'),
    mine: t('desk.claimChip.mine'),
    with: (name) => t('desk.claimChip.with', { name }),
    assignedTo: (name) => t('desk.claimChip.assignedTo', { name }),
    assignedToYou: t('desk.claimChip.assignedToYou'),
    claimedBy: (name) => t('desk.claimChip.claimedBy', { name }),
    claimedByYou: t('desk.claimChip.claimedByYou'),
    assignedBy: (assignee, by) => {
      if (by === null) {
        return assignee === null
          ? t('desk.claimChip.assignedYou')
          : t('desk.claimChip.assignedOther', { assignee });
      }
      return assignee === null
        ? t('desk.claimChip.assignedYouBy', { by })
        : t('desk.claimChip.assignedOtherBy', { assignee, by });
    },
  };
}

/** A quote's version worth naming: any version of a pricing, and a later one of a quote event. */
function versionOf(event: TimelineEventView): number | null {
  const version = typeof event.version === 'number' ? event.version : null;
  if (version === null) return null;
  return event.type === 'order.priced' || version > 1 ? version : null;
}

/** The money an event moved or priced: a payment's amount, else the quote's total. */
function amountOf(event: TimelineEventView): number | null {
  const halalas = event.type.startsWith('payment.') ? event.amountHalalas : event.totalHalalas;
  return typeof halalas === 'number' && Number.isFinite(halalas) ? halalas : null;
}

/**
 * One event of an order's history as a sentence, in the reader's language: «استلمه أحمد»,
 * «سعّره أحمد — النسخة 2 (1,250.00 ر.س)». A user whose name is unknown reads «أحد الموظفين»;
 * an event this version does not know shows its technical name.
 */
export function timelineSentence(event: TimelineEventView, t: Translate, lang: Lang): string {
  const { actor } = event;
  const byUser = actor.kind === 'user';
  const name = actor.name?.trim() || t('desk.event.someone');
  const halalas = amountOf(event);
  const versionNumber = versionOf(event);
  const version = versionNumber === null ? '' : t('desk.event.version', { version: versionNumber });
  const total = halalas === null ? '' : ` (${formatHalalas(halalas, { locale: lang })})`;
  const number = event.documentNumber ? ` ${event.documentNumber}` : '';
  switch (event.type) {
    case 'order.created': {
      if (event.source === 'integration' || actor.kind === 'integration') {
        return t('desk.event.receivedFrom', {
          source: actor.name?.trim() || t('desk.event.chatBot'),
        });
      }
      if (byUser) {
        return event.source === 'dashboard'
          ? t('desk.event.addedInDashboardBy', { name })
          : t('desk.event.addedBy', { name });
      }
      if (actor.kind === 'customer') return t('desk.event.sentByCustomer');
      return event.source === 'dashboard'
        ? t('desk.event.addedInDashboard')
        : t('desk.event.received');
    }
    case 'order.routed': {
      const section = event.sectionName?.trim();
      const where = [
        event.branchName?.trim() || null,
        section ? t('desk.event.section', { name: section }) : null,
      ]
        .filter(Boolean)
        .join(' — ');
      if (byUser) {
        return where
          ? t('desk.event.routedToBy', { name, where })
          : t('desk.event.routedBy', { name });
      }
      return where ? t('desk.event.routedTo', { where }) : t('desk.event.routed');
    }
    case 'order.claimed':
      return t('desk.event.claimed', { name });
    case 'order.released':
      return t('desk.event.released', { name });
    case 'order.assigned': {
      const assignee = event.assigneeName?.trim();
      if (!assignee) {
        return byUser ? t('desk.event.unassignedBy', { name }) : t('desk.event.unassigned');
      }
      return byUser
        ? t('desk.event.assignedBy', { name, assignee })
        : t('desk.event.assignedAutomatically', { assignee });
    }
    case 'order.priced':
      return t('desk.event.priced', { name, version, total });
    case 'order.overdue':
      return t('desk.event.overdue');
    case 'quote.shared':
      if (byUser) return t('desk.event.sharedBy', { name, version });
      if (actor.kind === 'integration' && actor.name?.trim()) {
        return t('desk.event.sharedThrough', { through: actor.name.trim(), version });
      }
      return t('desk.event.shared', { version });
    case 'quote.viewed':
      return t('desk.event.viewed', { version });
    case 'quote.accepted':
      return t('desk.event.accepted', { version, total });
    case 'quote.declined':
      return t('desk.event.declined', { version });
    case 'quote.expired':
      return t('desk.event.expired', { version });
    case 'quote.withdrawn':
      return byUser
        ? t('desk.event.withdrawnBy', { name, version })
        : t('desk.event.withdrawn', { version });
    case 'order.canceled': {
      // With a version: the quote it withdrew (its number only from the second on).
      let withdrawn = '';
      if (versionNumber !== null) {
        withdrawn = t('desk.event.versionWithdrawn', { version: versionNumber });
      } else if (typeof event.version === 'number') {
        withdrawn = t('desk.event.quoteWithdrawn');
      }
      if (byUser) return t('desk.event.canceledBy', { name, withdrawn });
      if (actor.kind === 'customer') return t('desk.event.canceledByCustomer', { withdrawn });
      return t('desk.event.canceled', { withdrawn });
    }
    case 'payment.succeeded':
      return byUser
        ? t('desk.event.paymentRecordedBy', { name, total })
        : t('desk.event.paid', { total });
    case 'payment.failed':
      return t('desk.event.paymentFailed', { total });
    case 'payment.refunded':
      return byUser
        ? t('desk.event.refundedBy', { name, total })
        : t('desk.event.refunded', { total });
    case 'order.fulfilment_changed': {
      const stage = t(`desk.event.stage.${event.fulfilmentStage ?? 'other'}`);
      return byUser ? t('desk.event.stageBy', { stage, name }) : stage;
    }
    case 'quote.change_requested':
      return t('desk.event.changeRequested', { version });
    case 'quote.expiring':
      return t('desk.event.expiring', { version });
    case 'quote.new_quote_requested':
      return t('desk.event.newQuoteRequested', { version });
    case 'invoice.issued':
      return t('desk.event.invoiceIssued', { number, total });
    case 'credit_note.issued':
      return t('desk.event.creditNoteIssued', { number, total });
    default:
      // An event this version does not know yet shows its technical name.
      return String((event as { type: unknown }).type);
  }
}

/** The design system's desk texts from the catalogue, in the reader's language. */
export function deskTexts(t: Translate, lang: Lang): DeskTexts {
  const quote = quoteTexts(t);
  return {
    age: ageTexts(t),
    claim: claimTexts(t),
    timeline: {
      list: t('desk.timeline.list'),
      loading: t('desk.timeline.loading'),
      errorTitle: t('desk.timeline.errorTitle'),
      retry: t('list.retry'),
      empty: t('desk.timeline.empty'),
      emptyHint: t('desk.timeline.emptyHint'),
      sentence: (event) => timelineSentence(event, t, lang),
    },
    memory: {
      region: (part) => t('desk.memory.region', { part }),
      lastPrice: t('desk.memory.lastPrice'),
      use: t('desk.memory.use'),
      useLast: (price) => t('desk.memory.useLast', { price }),
      useFrom: (price, ref) => t('desk.memory.useFrom', { price, ref }),
      min: t('desk.memory.min'),
      median: t('desk.memory.median'),
      max: t('desk.memory.max'),
      count: (count) => t(`desk.memory.count.${countForm(count)}`, { count }),
      showRecent: (count) => t('desk.memory.showRecent', { count }),
      hideRecent: t('desk.memory.hideRecent'),
      recent: t('desk.memory.recent'),
      year: (year) => t('desk.memory.year', { year }),
      accepted: t('desk.memory.accepted'),
      acceptedHint: t('desk.memory.acceptedHint'),
      never: t('desk.memory.never'),
      loading: t('desk.memory.loading'),
      error: t('desk.memory.error'),
      kind: quote.kind,
    },
    history: {
      title: t('desk.customerHistory.title'),
      empty: t('desk.customerHistory.empty'),
      loading: t('desk.customerHistory.loading'),
      error: t('desk.customerHistory.error'),
      status: {
        pending: t('desk.customerHistory.status.pending'),
        completed: t('desk.customerHistory.status.completed'),
        canceled: t('desk.customerHistory.status.canceled'),
      },
      quoteStatus: quote,
    },
  };
}

export function useDeskTexts(): DeskTexts {
  const { t, lang } = useI18n();
  return useMemo(() => deskTexts(t, lang), [t, lang]);
}
