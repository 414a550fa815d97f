// Composites carrying the spec's rules: one export line per component (plus the rules the app
// shares with it), added as they are built.
export { OtpInput, type OtpInputProps } from './otp-input/otp-input';
export { OTP_LENGTH } from './otp-input/otp-entry';
export { DonutGauge, type DonutGaugeProps } from './donut-gauge/donut-gauge';
export {
  Funnel,
  funnelShare,
  type FunnelProps,
  type FunnelStep,
  type FunnelTexts,
} from './funnel/funnel';
export {
  LineChart,
  type LineChartProps,
  type LineChartVariant,
  type LinePoint,
} from './line-chart/line-chart';
export {
  aggregateByPeriod,
  periodTotal,
  formatPeriodKey,
  CHART_PERIODS,
  type ChartPeriod,
} from './period-selector/chart-period';
export { Countdown, type CountdownProps } from './countdown/countdown';
export { formatMmSs } from './countdown/format-mm-ss';
export { Pagination, type PaginationProps, type PaginationLabels } from './pagination/pagination';
export {
  pageWindow,
  goToPage,
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  type PageSize,
} from './pagination/page-window';
export {
  DataTable,
  IdentityCell,
  indexColumn,
  type DataTableCardSlot,
  type DataTableColumn,
  type DataTableProps,
  type IdentityCellProps,
} from './data-table/data-table';
export { rowNumber } from './data-table/row-number';
export {
  DeletePhraseDialog,
  type DeletePhraseDialogProps,
} from './delete-phrase-dialog/delete-phrase-dialog';
export { DELETE_PHRASE, isDeletePhrase } from './delete-phrase-dialog/delete-phrase';
export { CountryPicker, type CountryPickerProps } from './country-picker/country-picker';
export { COUNTRIES, type Country } from './country-picker/countries';
export {
  DEFAULT_DIAL_CODE,
  findCountry,
  searchCountries,
  matchCountries,
} from './country-picker/country-search';
export { flagUrl } from './country-picker/flag-urls';
export {
  PhoneInput,
  PHONE_DIGITS,
  type PhoneInputProps,
  type PhoneValue,
} from './phone-input/phone-input';
export { toWesternDigits, digitsOnly } from './shared/digits';
export { ListHeader, type ListHeaderProps } from './list-header/list-header';
export { SearchField, type SearchFieldProps } from './search-field/search-field';
export { LiveSearch, SEARCH_DELAY_MS } from './search-field/live-search';
export { DatePicker, type DatePickerLabels, type DatePickerProps } from './date-picker/date-picker';
export { ImageInput, type ImageInputProps } from './image-input/image-input';
export {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  checkImageFile,
  inspectImageFile,
  sniffImageType,
  type ImageFileProblem,
} from './image-input/image-file';
export { QuoteDocument, type QuoteDocumentProps } from './quote/quote-document';
export { QuoteLine, type QuoteLineProps } from './quote/quote-line';
export { MoneySummary, type MoneySummaryProps } from './quote/money-summary';
export { QuoteStatusBadge, type QuoteStatusBadgeProps } from './quote/quote-status-badge';
export { timeLeft, type TimeLeft } from './quote/time-left';
export {
  percentText,
  type MoneySummaryTexts,
  type QuoteLineTexts,
  type QuoteStatusTexts,
  type QuoteTexts,
} from './quote/quote-texts';
export type {
  LineSelection,
  QuoteLineView,
  QuoteOptionKind as QuoteOptionKindView,
  QuoteOptionView,
  QuoteSelection,
  QuoteSellerView,
  QuoteStatus as QuoteStatusView,
  QuoteTotalsView,
} from './quote/quote-types';
export {
  WebhookEndpointCard,
  endpointState,
  type EndpointState,
  type WebhookEndpointCardProps,
} from './webhooks/webhook-endpoint-card';
export { WebhookEventBadges, type WebhookEventBadgesProps } from './webhooks/webhook-event-badges';
export { WebhookEventPicker, type WebhookEventPickerProps } from './webhooks/webhook-event-picker';
export {
  DeliveryStatusBadge,
  type DeliveryStatusBadgeProps,
} from './webhooks/delivery-status-badge';
export {
  DeliveryAttemptList,
  type DeliveryAttemptListProps,
} from './webhooks/delivery-attempt-list';
export {
  WebhookDeliveryList,
  type WebhookDeliveryListProps,
} from './webhooks/webhook-delivery-list';
export {
  SecretRevealPanel,
  WEBHOOK_HEADERS,
  type SecretRevealPanelProps,
} from './webhooks/secret-reveal-panel';
export { attemptOutcome, type AttemptOutcome } from './webhooks/attempt-outcome';
export {
  eventLabel,
  type AttemptTexts,
  type DeliveryStatusLabels,
  type DeliveryTexts,
  type EndpointTexts,
  type EventPickerTexts,
  type SecretTexts,
  type WebhookEventLabels,
  type WebhookTexts,
} from './webhooks/webhook-texts';
export {
  WEBHOOK_EVENTS,
  isWebhookEvent,
  type WebhookAttemptError,
  type WebhookAttemptView,
  type WebhookDeliveryEvent,
  type WebhookDeliveryStatus,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEventName,
} from './webhooks/webhook-types';
export { AgeBadge, type AgeBadgeProps } from './desk/age-badge';
export { ClaimChip, type ClaimChipProps } from './desk/claim-chip';
export { OrderTimeline, type OrderTimelineProps } from './desk/order-timeline';
export { PriceMemoryPanel, type PriceMemoryPanelProps } from './desk/price-memory-panel';
export { CustomerHistoryList, type CustomerHistoryListProps } from './desk/customer-history-list';
export { ageParts, orderAge } from './desk/order-age';
export { orderOutcome, type OrderOutcome } from './desk/order-outcome';
export type {
  AgeTexts,
  ClaimTexts,
  CustomerHistoryTexts,
  DeskTexts,
  PriceMemoryTexts,
  TimelineTexts,
} from './desk/desk-texts';
export type {
  AgeTone,
  ClaimView,
  CustomerOrderStatus,
  CustomerOrderView,
  CustomerQuoteStatus,
  OrderAge,
  PriceMemoryEntry,
  PriceMemoryView,
  TimelineActor,
  TimelineActorKind,
  TimelineEventType,
  TimelineEventView,
} from './desk/desk-types';
export {
  PaymentOptionPicker,
  type PaymentOptionKind,
  type PaymentOptionPickerProps,
  type PaymentOptionPickerTexts,
  type PaymentOptionView,
} from './payment-option-picker/payment-option-picker';
export {
  PaymentMarks,
  type PaymentMark,
  type PaymentMarkLabels,
  type PaymentMarksProps,
} from './payment-option-picker/payment-marks';
export {
  PaymentStatus,
  type PaymentBankAccountView,
  type PaymentFact,
  type PaymentState,
  type PaymentStatusAction,
  type PaymentStatusProps,
  type PaymentTone,
} from './payment-status/payment-status';
export { compactIban, groupIban } from './payment-status/iban';
export {
  FulfilmentStepper,
  type FulfilmentStepperProps,
  type FulfilmentStepperTexts,
  type FulfilmentStepView,
} from './fulfilment-stepper/fulfilment-stepper';
export {
  stepProgress,
  type FulfilmentStage,
  type StepProgress,
} from './fulfilment-stepper/fulfilment-steps';
export {
  WorkPanel,
  type WorkPanelMetaTone,
  type WorkPanelProps,
  type WorkPanelRow,
  type WorkPanelTexts,
  type WorkPanelTone,
} from './work-panel/work-panel';
export {
  MoneyFigure,
  type MoneyFigureProps,
  type MoneyFigureTone,
} from './money-figure/money-figure';
export { CodeSamples, type CodeSample, type CodeSamplesProps } from './bot-connection/code-samples';
export { CopyableId, type CopyableIdProps } from './bot-connection/copyable-id';
export {
  RoutingPlaces,
  type RoutingPlace,
  type RoutingPlacesProps,
} from './bot-connection/routing-places';
export type {
  CodeSamplesTexts,
  CopyTexts,
  RoutingPlacesTexts,
} from './bot-connection/bot-connection-texts';
export {
  TaxReportingBadge,
  taxDocumentColumns,
  type TaxDocumentColumnsOptions,
  type TaxDocumentRowView,
  type TaxDocumentTableTexts,
  type TaxReportingStatus,
} from './invoice/tax-document-columns';
export {
  NATIONAL_ADDRESS_BOXES,
  NationalAddressFields,
  TaxProfileForm,
  type NationalAddressBoxName,
  type NationalAddressFieldsProps,
  type TaxProfileBox,
  type TaxProfileBoxName,
  type TaxProfileFormProps,
  type TaxProfileFormTexts,
} from './tax-profile/tax-profile-form';
export {
  ChatComposer,
  ChatThread,
  ConversationList,
  MessageBubble,
  CLOSING_SOON_MINUTES,
  GROUP_GAP_MINUTES,
  bodyPreview,
  dayKey as chatDayKey,
  dayKind as chatDayKind,
  formatChatPhone,
  groupThread,
  mapsUrl,
  windowState,
  type ChatAuthor,
  type ChatComposerProps,
  type ChatComposerTexts,
  type ChatDeliveryStatus,
  type ChatDirection,
  type ChatMessageBody,
  type ChatMessageView,
  type ChatPreviewTexts,
  type ChatTemplateView,
  type ChatTexts,
  type ChatThreadProps,
  type ChatThreadTexts,
  type ChatWindowState,
  type ConversationListProps,
  type ConversationListTexts,
  type ConversationSummaryView,
  type DayKind as ChatDayKind,
  type MessageBubbleProps,
  type MessageBubbleTexts,
  type ThreadDay,
  type ThreadEntry,
} from './chat';
