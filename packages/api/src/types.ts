import type { components } from './generated/schema';

type Schemas = components['schemas'];

/** The body of every 4xx and 5xx answer. */
export type ApiError = Schemas['ErrorResponse'];

export type PhoneNumber = Schemas['PhoneNumber'];
export type Role = Schemas['Role'];
export type Option = Schemas['Option'];
export type User = Schemas['User'];
export type Company = Schemas['Company'];
export type StaffMember = Schemas['StaffMember'];
export type Profile = Schemas['Profile'];
export type Branch = Schemas['Branch'];
export type Section = Schemas['Section'];
export type Order = Schemas['Order'];
export type OrderStatus = Schemas['OrderStatus'];
export type SaleStage = Schemas['SaleStage'];
export type Piece = Schemas['Piece'];
export type Quote = Schemas['Quote'];
export type QuoteStatus = Schemas['QuoteStatus'];
export type QuoteLine = Schemas['QuoteLine'];
export type QuoteOption = Schemas['QuoteOption'];
export type QuoteOptionKind = Schemas['QuoteOptionKind'];
export type QuoteTotals = Schemas['QuoteTotals'];
export type QuoteAnswer = Schemas['QuoteAnswer'];
export type OrderQuotes = Schemas['OrderQuotes'];
export type OrderQuoteSummary = Schemas['OrderQuoteSummary'];
export type QuoteLineInput = Schemas['QuoteLineInput'];
export type QuoteTerms = Schemas['QuoteTerms'];
export type QuoteTermsUpdate = Schemas['QuoteTermsUpdate'];
export type QuoteChartPoint = Schemas['QuoteChartPoint'];
export type PublicQuote = Schemas['PublicQuote'];
export type AnswerQuoteRequest = Schemas['AnswerQuoteRequest'];
export type QuoteChangeRequest = Schemas['QuoteChangeRequest'];
export type QuoteChangeRequestInput = Schemas['QuoteChangeRequestInput'];
export type ChangeWant = Schemas['ChangeWant'];
export type PaymentOption = Schemas['PaymentOption'];
export type PublicPayment = Schemas['PublicPayment'];
export type PublicFulfilment = Schemas['PublicFulfilment'];
export type FulfilmentStage = Schemas['FulfilmentStage'];
export type ChoosePaymentRequest = Schemas['ChoosePaymentRequest'];
export type PaymentChosen = Schemas['PaymentChosen'];
export type PaymentSettings = Schemas['PaymentSettings'];
export type OrderPayments = Schemas['OrderPayments'];
export type DeclineReason = Schemas['DeclineReason'];
export type Client = Schemas['Client'];
export type Vehicle = Schemas['Vehicle'];
export type Notification = Schemas['Notification'];
export type Stats = Schemas['Stats'];
export type ChartPoint = Schemas['ChartPoint'];
export type AiConfig = Schemas['AiConfig'];
export type AiTask = Schemas['AiTask'];
export type AiQuestion = Schemas['AiQuestion'];
export type AiAnswer = Schemas['AiAnswer'];
export type ChatSetting = Schemas['ChatSetting'];
export type OtpSent = Schemas['OtpSent'];
export type AuthSuccess = Schemas['AuthSuccess'];

/**
 * What each event of the live notification stream carries in its `data` line (JSON): its title and
 * message, and the dashboard address it opens (`/offers/{orderId}` for an order's notices), which
 * an implementation of the contract may leave out (the spec's stream sends title and message).
 */
export type LiveNotification = Pick<Notification, 'title' | 'message'> &
  Partial<Pick<Notification, 'path'>>;
