/** The quote components' data: what the server computed, only displayed here. Money in halalas. */

export type QuoteOptionKind = 'original' | 'commercial' | 'used';

export interface QuoteOptionView {
  /** null for a plain unit price (a line without alternatives). */
  kind: QuoteOptionKind | null;
  unitHalalas: number;
  /** unitHalalas × quantity, computed by the server. */
  lineHalalas: number;
  brand: string | null;
  deliveryDays: number | null;
}

export interface QuoteLineView {
  id: string;
  /** The part's name in the reader's language. */
  name: string;
  partNumber: string | null;
  quantity: number;
  state: 'priced' | 'unavailable';
  /** A note from the shop, e.g. why it is unavailable. */
  note: string | null;
  /** One for a unit price, two or three alternatives, none when unavailable. */
  options: QuoteOptionView[];
}

export interface QuoteTotalsView {
  subtotalHalalas: number;
  deliveryHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
  /** 1500 = 15 %. */
  vatRateBasisPoints: number;
  pricesIncludeVat: boolean;
}

export type QuoteStatus =
  'sent' | 'viewed' | 'accepted' | 'declined' | 'expired' | 'withdrawn' | 'superseded';

/** A line's choice on the customer's side: accepted or not, and which option. */
export interface LineSelection {
  accepted: boolean;
  option: number;
}

/** What the customer picked, by line id. */
export type QuoteSelection = Record<string, LineSelection>;

/** Who sells, as the customer's page shows it under the seller's name. */
export interface QuoteSellerView {
  /** International form, for a `tel:` link. */
  phone: string | null;
  /** International form, for a `wa.me` link. */
  whatsapp: string | null;
  address: string | null;
  commercialRegistration: string | null;
  vatNumber: string | null;
}
