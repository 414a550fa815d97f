import type { orders, QuoteStatus } from '../../db/schema.js';
import type { Phone } from '../../lib/phone.js';
import { saleStageOf, type OrderQuoteSummary, type SaleStage } from './sale-stage.js';

export type OrderStatus = 'pending' | 'completed' | 'canceled';
type PieceState = 'pending' | 'priced' | 'unavailable';

/** The contract's `Piece`. */
export interface PieceView {
  _id: string;
  name_ar: string;
  name_en: string | null;
  serial: string | null;
  quantity: number;
  price: number | null;
  status: OrderStatus;
}

/** The contract's `Order`. */
export interface OrderView {
  _id: string;
  orderRef: string;
  createdAt: string;
  updatedAt: string;
  status: OrderStatus;
  clientId: { username: string; image: string | null; phone: Phone };
  clientName: string;
  vehicleId: {
    mark: string;
    model: string;
    year: number | null;
    chasis: string | null;
    serial: string | null;
  };
  pieces: PieceView[];
  branchId: string | null;
  branchName: string | null;
  managerName: string | null;
  sectionName: string | null;
  companyName: string | null;
  image: string | null;
  total: number;
  quote: OrderQuoteSummary | null;
  claim: OrderClaimView | null;
  firstQuoteDueAt: string | null;
  firstQuotedAt: string | null;
  overdueAt: string | null;
  saleStage: SaleStage;
  paymentStatus: OrderPaymentStatus | null;
  fulfilmentStage: FulfilmentStage | null;
}

export type OrderPaymentStatus = 'partially_paid' | 'paid' | 'refunded';
export type FulfilmentStage = NonNullable<(typeof orders.$inferSelect)['fulfilmentStage']>;

/** The contract's `OrderClaim`. */
export interface OrderClaimView {
  userId: string;
  userName: string;
  kind: 'claimed' | 'assigned';
  at: string;
  assignedByName: string | null;
}

export interface OrderRow {
  id: string;
  companyId: string;
  orderRef: string;
  status: OrderStatus;
  createdAt: Date;
  updatedAt: Date;
  clientName: string;
  clientDialCode: string;
  clientPhone: string;
  clientImageId: string | null;
  clientImageUrl: string | null;
  mark: string | null;
  model: string | null;
  year: number | null;
  chassis: string | null;
  vehicleSerial: string | null;
  branchId: string | null;
  branchName: string | null;
  managerName: string | null;
  sectionName: string | null;
  companyName: string | null;
  quoteVersion: number | null;
  quoteStatus: QuoteStatus | null;
  paymentStatus: OrderPaymentStatus | null;
  fulfilmentStage: FulfilmentStage | null;
  quoteSharedAt: Date | null;
  quoteValidUntil: Date | null;
  quoteTotalHalalas: number | null;
  quoteAcceptedTotalHalalas: number | null;
  claimedBy: string | null;
  claimedAt: Date | null;
  claimerName: string | null;
  assignedBy: string | null;
  assignerName: string | null;
  firstQuoteDueAt: Date | null;
  firstQuotedAt: Date | null;
  overdueAt: Date | null;
}

export interface PieceRow {
  id: string;
  orderId: string;
  nameAr: string;
  nameEn: string | null;
  serial: string | null;
  quantity: number;
  price: string | null;
  status: PieceState;
}

/**
 * A piece answers in the order's vocabulary: priced → completed, unavailable → canceled, and a
 * piece still waiting in a canceled order is canceled with it.
 */
function pieceStatus(piece: PieceState, order: OrderStatus): OrderStatus {
  if (piece === 'priced') return 'completed';
  if (piece === 'unavailable' || order === 'canceled') return 'canceled';
  return 'pending';
}

/** SAR amounts are kept as numeric(12,2) text; sums are done in halalas to stay exact. */
function halalas(price: string): number {
  return Math.round(Number(price) * 100);
}

function clientImage(row: OrderRow): string | null {
  if (row.clientImageId) return `/api/v1/images/${row.clientImageId}`;
  return row.clientImageUrl;
}

export function toOrderView(row: OrderRow, pieces: readonly PieceRow[]): OrderView {
  const image = clientImage(row);
  let totalHalalas = 0;
  const pieceViews = pieces.map((piece): PieceView => {
    if (piece.price !== null) totalHalalas += halalas(piece.price) * piece.quantity;
    return {
      _id: piece.id,
      name_ar: piece.nameAr,
      name_en: piece.nameEn,
      serial: piece.serial,
      quantity: piece.quantity,
      price: piece.price === null ? null : Number(piece.price),
      status: pieceStatus(piece.status, row.status),
    };
  });
  return {
    _id: row.id,
    orderRef: row.orderRef,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: row.status,
    clientId: {
      username: row.clientName,
      image,
      phone: { dialCode: row.clientDialCode, number: row.clientPhone },
    },
    clientName: row.clientName,
    vehicleId: {
      mark: row.mark ?? '',
      model: row.model ?? '',
      year: row.year,
      chasis: row.chassis,
      serial: row.vehicleSerial,
    },
    pieces: pieceViews,
    branchId: row.branchId,
    branchName: row.branchName,
    managerName: row.managerName,
    sectionName: row.sectionName,
    companyName: row.companyName,
    image,
    total: totalHalalas / 100,
    quote: quoteSummary(row),
    claim: claimOf(row),
    firstQuoteDueAt: row.firstQuoteDueAt?.toISOString() ?? null,
    firstQuotedAt: row.firstQuotedAt?.toISOString() ?? null,
    overdueAt: row.overdueAt?.toISOString() ?? null,
    saleStage: saleStageOf(row.status, quoteSummary(row), row.paymentStatus, row.fulfilmentStage),
    paymentStatus: row.paymentStatus,
    fulfilmentStage: row.fulfilmentStage,
  };
}

function claimOf(row: OrderRow): OrderClaimView | null {
  if (!row.claimedBy || !row.claimedAt) return null;
  return {
    userId: row.claimedBy,
    userName: row.claimerName ?? '',
    kind: row.assignedBy ? 'assigned' : 'claimed',
    at: row.claimedAt.toISOString(),
    assignedByName: row.assignedBy ? row.assignerName : null,
  };
}

function quoteSummary(row: OrderRow): OrderQuoteSummary | null {
  if (
    row.quoteVersion === null ||
    row.quoteStatus === null ||
    row.quoteValidUntil === null ||
    row.quoteTotalHalalas === null
  ) {
    return null;
  }
  return {
    version: row.quoteVersion,
    status: row.quoteStatus,
    shared: row.quoteSharedAt !== null,
    validUntil: row.quoteValidUntil.toISOString(),
    totalHalalas: row.quoteTotalHalalas,
    acceptedTotalHalalas: row.quoteAcceptedTotalHalalas,
  };
}
