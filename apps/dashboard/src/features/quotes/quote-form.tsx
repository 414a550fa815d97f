import type { Order, OrderQuotes } from '@taseer/api';
import { useI18n } from '../../i18n/i18n';
import { ChangeRequestCard, ChangeWantHint, openChangeRequest } from './change-request-card';
import { DraftFigures } from './draft-figures';
import type { PriceMemory } from './price-memory';
import { draftField, withReusedPrice } from './quote-draft';
import { QuoteLineEditor } from './quote-line-editor';
import { RestoredDraftNote } from './restored-draft-note';
import { useQuoteForm } from './use-quote-form';

interface QuoteFormProps {
  formId: string;
  order: Order;
  quotes: OrderQuotes | undefined;
  /** What was quoted before for its parts and the customer's earlier orders. */
  memory: PriceMemory;
  onIssued: () => void;
}

/**
 * The offer being written: the customer's earlier orders, one editor per part with the prices
 * quoted before for it (one click puts one in), what the customer will see of it (the totals under
 * the company's terms), and on submit the server's quote (totals, link and message) takes the
 * form's place. What is typed is kept in this browser until the quote is issued (saved-draft.ts),
 * so a reload or a closed modal loses nothing.
 */
export function QuoteForm({ formId, order, quotes, memory, onIssued }: QuoteFormProps) {
  const { t } = useI18n();
  const form = useQuoteForm({ order, quotes, onIssued });
  const { newest, draft, errorOf, update } = form;
  // What the customer asked to change in the version this one replaces, part by part.
  const asked = openChangeRequest(newest);
  const askedOf = new Map(asked?.lines.map((line) => [line.pieceId, line.want]));
  const piecesById = new Map(order.pieces.map((piece) => [piece._id, piece]));

  return (
    <form
      id={formId}
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      {form.restored ? (
        <RestoredDraftNote disabled={form.issuing} onDiscard={form.discard} />
      ) : null}
      {asked && newest ? <ChangeRequestCard quote={newest} /> : null}
      {memory.customerHistory}
      <div className="flex flex-col gap-0.5">
        <h3 className="text-sm font-semibold text-fg">{t('offers.modal.pieces')}</h3>
        <p className="text-xs text-fg-muted">{t('quote.form.hint')}</p>
      </div>
      <ul>
        {draft.map((line, index) => {
          const piece = piecesById.get(line.pieceId);
          if (!piece) return null;
          const want = askedOf.get(line.pieceId);
          return (
            <QuoteLineEditor
              key={line.pieceId}
              piece={piece}
              line={line}
              errorOf={errorOf}
              disabled={form.issuing}
              onChange={(next) => update(index, next)}
              memory={memory.panelOf(piece, (halalas) =>
                update(index, withReusedPrice(line, halalas)),
              )}
              {...(want ? { request: <ChangeWantHint want={want} /> } : {})}
            />
          );
        })}
      </ul>
      {form.submitted && errorOf(draftField.form) ? (
        <p role="alert" className="text-sm text-danger">
          {errorOf(draftField.form)}
        </p>
      ) : null}
      <DraftFigures draft={draft} pieces={order.pieces} terms={quotes?.nextTerms} />
    </form>
  );
}
