import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicQuote } from '@taseer/api';
import { readTaxDocuments, type TaxDocument } from './quote-api';
import { nextInvoiceLook, paymentJustSucceeded } from './invoice-watch';

export interface TaxDocuments {
  /** The sale's invoice and credit notes, oldest first; none until it is invoiced. */
  documents: TaxDocument[];
  /** Right after a payment, looking every second until the invoice shows. */
  watching: boolean;
  /** Nothing could be read and no other look is coming: the customer may try again. */
  failed: boolean;
  retry: () => void;
}

/**
 * The sale's tax documents behind an accepted quote: read once for every quote the page shows
 * (its load and each refresh of the payment step), and every second for half a minute after a
 * payment succeeds, until the invoice is there (see invoice-watch.ts). A failed read keeps
 * what was read before.
 */
export function useTaxDocuments(token: string, quote: PublicQuote): TaxDocuments {
  const [documents, setDocuments] = useState<TaxDocument[]>([]);
  const [watching, setWatching] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const known = useRef<TaxDocument[]>([]);
  const lastPayment = useRef<PublicQuote['payment'] | undefined>(undefined);
  const watchingSince = useRef<number | null>(null);

  useEffect(() => {
    if (paymentJustSucceeded(quote, lastPayment.current)) watchingSince.current = Date.now();
    lastPayment.current = quote.payment;
    setFailed(false);

    let cancelled = false;
    let timer: number | undefined;
    const look = async () => {
      const result = await readTaxDocuments(token);
      if (cancelled) return;
      if (result.kind === 'documents') {
        known.current = result.documents;
        setDocuments(result.documents);
      }
      const delay = nextInvoiceLook({
        outcome: result.kind,
        documents: known.current,
        watchingSince: watchingSince.current,
        now: Date.now(),
      });
      setWatching(delay !== null);
      // A refresh that fails while documents are shown changes nothing the customer sees.
      setFailed(delay === null && result.kind !== 'documents' && known.current.length === 0);
      if (delay !== null) timer = window.setTimeout(() => void look(), delay);
    };
    void look();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [token, quote, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { documents, watching, failed, retry };
}
