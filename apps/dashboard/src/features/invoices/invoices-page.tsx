import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { NotAllowedPage } from '../../pages/not-allowed-page';
import { userAtom } from '../../session/session.atoms';
import { InvoiceList } from './invoice-list';
import { invoicesScreen, VAT_SUMMARY_PATH, type InvoicesTab } from './invoices-screen';
import { VatSummaryScreen } from './vat-summary-screen';

/**
 * /invoices: the tax invoices and credit notes issued (a company's, a manager's branch's); for a
 * company beside it, at /invoices/vat, the VAT summary its return is filed from (see
 * invoicesScreen). Each tab has its address, so it can be linked and Back returns to the other.
 */
export function InvoicesPage() {
  const role = useAtomValue(userAtom)?.role;
  const [path] = useLocation();
  const screen = invoicesScreen(role, path);
  if (screen.kind === 'not-allowed') return <NotAllowedPage titleKey={screen.titleKey} />;
  return screen.tabs ? <InvoicesTabs tab={screen.tab} /> : <InvoiceList />;
}

function InvoicesTabs({ tab }: { tab: InvoicesTab }) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  return (
    <Tabs
      value={tab}
      onValueChange={(next) => navigate(next === 'vat' ? VAT_SUMMARY_PATH : '/invoices')}
      className="gap-5"
    >
      <TabsList aria-label={t('invoices.tabs')}>
        <TabsTrigger value="list">{t('invoices.tab.list')}</TabsTrigger>
        <TabsTrigger value="vat">{t('invoices.tab.vat')}</TabsTrigger>
      </TabsList>
      <TabsContent value="list" tabIndex={-1}>
        <InvoiceList />
      </TabsContent>
      <TabsContent value="vat" tabIndex={-1}>
        <VatSummaryScreen />
      </TabsContent>
    </Tabs>
  );
}
