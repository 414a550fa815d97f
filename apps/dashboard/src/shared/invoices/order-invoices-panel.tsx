import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Eye, FilePlus2, Printer, ReceiptText, Settings } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { can, type Order } from '@taseer/api';
import {
  Button,
  ErrorState,
  formatDate,
  formatHalalas,
  InvoicePrintStyles,
  Spinner,
  type TaxInvoiceVariant,
} from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { userAtom } from '../../session/session.atoms';
import { orderInvoicesQueryOptions, useIssueOrderInvoice } from './api/order-invoices';
import { InvoiceDialog } from './invoice-dialog';
import {
  issueRefusal,
  KIND_LABELS,
  reportingNotes,
  type OrderTaxDocuments,
  type TaxDocument,
} from './invoice-views';
import { ReportingBadge } from './reporting-badge';
import { useInvoicePrint } from './use-invoice-print';
import { useInvoiceTexts } from './use-invoice-texts';

/**
 * «الفاتورة الضريبية» of a sold order: its simplified tax invoice and any credit notes, each with
 * its number, date, total and (once stamped) how ZATCA took it, to view and print on A4 or the
 * 80 mm receipt. The server issues the invoice on its own when the sale completes; a completed
 * sale without one can be invoiced here by hand (`invoice.issue`). The order's live changes read
 * it again (useOrderLiveRefresh), so a document the server issues appears without a reload.
 */
export function OrderInvoicesPanel({ order }: { order: Order }) {
  const { t } = useI18n();
  const headingId = `${order._id}-invoices`;
  const documents = useQuery(orderInvoicesQueryOptions(order._id));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-sm font-semibold text-fg">
        {t('invoices.panel.title')}
      </h3>
      {documents.isPending ? (
        <div className="grid place-items-center py-6">
          <Spinner size="medium" label={t('invoices.panel.loading')} className="text-primary" />
        </div>
      ) : documents.isError ? (
        <ErrorState
          title={t('invoices.panel.loadError')}
          message={errorMessage(documents.error, {
            network: t('common.errorNetwork'),
            generic: t('common.errorGeneric'),
          })}
          onRetry={() => void documents.refetch()}
          retryLabel={t('list.retry')}
          retrying={documents.isFetching}
        />
      ) : (
        <OrderDocuments orderId={order._id} data={documents.data} />
      )}
    </section>
  );
}

function OrderDocuments({ orderId, data }: { orderId: string; data: OrderTaxDocuments }) {
  const { t } = useI18n();
  const role = useAtomValue(userAtom)?.role;
  const { texts, failed, retry } = useInvoiceTexts();
  const printer = useInvoicePrint(texts);
  const [shown, setShown] = useState<TaxDocument | null>(null);
  const actions = texts
    ? { view: setShown, print: printer.print }
    : // Until the labels' English has arrived there is nothing to draw the document with.
      null;
  return (
    <>
      <InvoicePrintStyles />
      {data.documents.length === 0 ? (
        <p className="rounded-lg bg-surface-muted/60 px-4 py-3 text-sm text-fg-muted">
          <span className="block font-medium text-fg">{t('invoices.empty')}</span>
          {/* A sale that may be invoiced now will not be on its own: said below instead. */}
          {data.canIssue ? null : t('invoices.panel.emptyHint')}
        </p>
      ) : (
        <ul aria-label={t('invoices.panel.list')} className="flex flex-col">
          {data.documents.map((document) => (
            <DocumentRow key={document.id} document={document} actions={actions} />
          ))}
        </ul>
      )}
      {failed ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
          {t('invoices.panel.textsFailed')}
          <Button variant="ghost" size="sm" onClick={retry}>
            {t('list.retry')}
          </Button>
        </p>
      ) : null}
      {data.canIssue ? (
        can(role, 'invoice.issue') ? (
          <IssueInvoice orderId={orderId} canFixProfile={can(role, 'tax.manage')} />
        ) : (
          <p className="text-sm text-fg-muted">{t('invoices.issue.askManager')}</p>
        )
      ) : null}
      {shown && texts ? (
        <InvoiceDialog
          document={shown}
          texts={texts}
          printRoot={!printer.printing}
          onPrint={(variant) => printer.print(shown, variant)}
          onClose={() => setShown(null)}
        />
      ) : null}
      {printer.copy}
    </>
  );
}

interface RowActions {
  view: (document: TaxDocument) => void;
  print: (document: TaxDocument, variant: TaxInvoiceVariant) => void;
}

function DocumentRow({ document, actions }: { document: TaxDocument; actions: RowActions | null }) {
  const { t, lang } = useI18n();
  const kind = t(KIND_LABELS[document.kind]);
  const notes = reportingNotes(document.reporting);
  const which = { kind, number: document.number };
  return (
    <li
      className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0"
      data-testid="tax-document"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-fg">{kind}</span>
          <bdi dir="ltr" className="text-fg tabular-nums">
            {document.number}
          </bdi>
          {document.reporting ? <ReportingBadge status={document.reporting.status} /> : null}
        </span>
        <span className="font-semibold text-fg tabular-nums">
          {formatHalalas(document.totalHalalas, { locale: lang })}
        </span>
      </div>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-fg-muted">
        <Detail label={t('invoices.row.date')}>
          <span className="tabular-nums">
            {formatDate(document.issuedAt, { locale: lang, style: 'dateTime' })}
          </span>
        </Detail>
        {document.invoiceNumber ? (
          <Detail label={t('invoices.row.corrects')}>
            <bdi dir="ltr" className="tabular-nums">
              {document.invoiceNumber}
            </bdi>
          </Detail>
        ) : null}
        {document.reason ? (
          <Detail label={t('invoices.row.reason')}>
            <bdi dir="auto">{document.reason}</bdi>
          </Detail>
        ) : null}
      </dl>
      {notes.length > 0 ? (
        <ul
          aria-label={t('invoices.row.zatcaMessages')}
          className="flex flex-col gap-1 border-s-2 border-border ps-3 text-xs"
        >
          {notes.map((note, index) => (
            <li key={index} className={note.type === 'error' ? 'text-danger' : 'text-warning'}>
              <bdi dir="ltr" className="font-medium">
                {note.code}
              </bdi>
              {/* ZATCA writes its messages in English. */}
              {': '}
              <bdi dir="auto" className="text-fg">
                {note.message}
              </bdi>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          icon={<Eye aria-hidden="true" />}
          disabled={!actions}
          aria-label={t('invoices.viewOf', which)}
          onClick={() => actions?.view(document)}
        >
          {t('invoices.view')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          icon={<Printer aria-hidden="true" />}
          disabled={!actions}
          aria-label={t('invoices.printA4Of', which)}
          onClick={() => actions?.print(document, 'a4')}
        >
          {t('invoices.printA4')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          icon={<ReceiptText aria-hidden="true" />}
          disabled={!actions}
          aria-label={t('invoices.printReceiptOf', which)}
          onClick={() => actions?.print(document, 'receipt')}
        >
          {t('invoices.printReceipt')}
        </Button>
      </div>
    </li>
  );
}

/**
 * A completed sale without its invoice (the server issues one on its own; this is for a sale it
 * did not): issued by hand. A refusal says, by its code, what to do first.
 */
function IssueInvoice({ orderId, canFixProfile }: { orderId: string; canFixProfile: boolean }) {
  const { t } = useI18n();
  const issue = useIssueOrderInvoice(orderId);
  const refusal = issue.isError ? issueRefusal(issue.error) : null;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border px-4 py-3">
      <p className="text-sm text-fg-muted">{t('invoices.issue.hint')}</p>
      <Button
        type="button"
        className="w-fit"
        icon={<FilePlus2 aria-hidden="true" />}
        loading={issue.isPending}
        onClick={() => issue.mutate()}
      >
        {t('invoices.issue.button')}
      </Button>
      {issue.isError ? (
        <div role="alert" className="flex flex-col gap-1 text-sm text-danger">
          <p>
            {refusal
              ? t(refusal.message)
              : errorMessage(issue.error, {
                  network: t('common.errorNetwork'),
                  generic: t('common.errorGeneric'),
                })}
          </p>
          {refusal?.taxProfile ? (
            canFixProfile ? (
              <Button asChild variant="outline" size="sm" className="w-fit">
                <Link href="/tax-settings">
                  <Settings aria-hidden="true" />
                  {t('invoices.issue.openTaxSettings')}
                </Link>
              </Button>
            ) : (
              <p className="text-fg-muted">{t('invoices.issue.askCompany')}</p>
            )
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt>{label}:</dt>
      <dd className="text-fg">{children}</dd>
    </div>
  );
}
