export { parseAdCaption } from './ads/caption-draft';
export {
  CHAT_DRAFT_ID,
  CHAT_DRAFT_LIFETIME_MS,
  CHAT_DRAFT_MESSAGES,
  type ChatDraft,
  chatDraftIdSchema,
  chatDraftSchema,
} from './ads/chat-draft';
export { AD_LIFETIME_MS, expiresAt, formatCountdown, remainingMs } from './ads/countdown';
export { sellerPricePreview, type SellerPricePreview } from './ads/creation';
export { type EditAd, type EditAdInput, editAdSchema } from './ads/edit-ad';
export { LIVE_EVENTS, RESERVED_AD_RETURNED_MESSAGE } from './ads/live-event-names';
export {
  moderationBadgeCount,
  type ModerationCountEvent,
  moderationCountEventSchema,
  type ModerationQueues,
  type NewAdEvent,
} from './ads/live-events';
export {
  type DeleteRequestPage,
  deleteRequestPageSchema,
  type EditRequestPage,
  editRequestPageSchema,
  pendingEditRequests,
} from './ads/moderation';
export {
  MY_AD_GROUPS,
  type MyAdGroup,
  myAdGroupOf,
  type MyAdPage,
  myAdPageQuerySchema,
  myAdPageSchema,
  statusesOfMyAdGroup,
} from './ads/my-ad-groups';
export {
  AD_CREATION_KEY_FIELD,
  adCreationKeySchema,
  KEEP_PHOTOS_MESSAGE,
  keptPhotosSchema,
  type NewAd,
  type NewAdInput,
  newAdSchema,
  RESUBMIT_KEEP_PHOTOS_FIELD,
} from './ads/new-ad';
export {
  AD_NOTICES,
  APPROVE_BUTTON,
  CHANNEL_POST_STATUS_LINES,
  OPEN_AD_SCREEN_BUTTON,
  OPEN_IN_APP_BUTTON,
  OPEN_QUEUE_BUTTON,
  REJECT_BUTTON,
  staffDigestText,
} from './ads/notices';
export {
  checkPhotoSelection,
  isAcceptedImageFile,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_COUNT,
  PHOTO_MESSAGES,
} from './ads/photos';
export { MIN_SELLER_PRICE_RUB } from './ads/price-limits';
export {
  canRelist,
  RELIST_BUTTON,
  RELIST_WRONG_STATUS_MESSAGE,
  RELISTED_LABEL,
  RESUBMIT_BUTTON,
  RESUBMIT_WRONG_STATUS_MESSAGE,
} from './ads/relist';
export {
  AD_STATUS_LABELS,
  AD_STATUSES,
  type AdStatus,
  adStatusLabel,
  canOwnerRequestChange,
  CATALOGUE_STATUSES,
  isAdStatus,
  isInCatalogue,
  isMarkedOnCard,
  isOrderable,
  showsCountdown,
} from './ads/status';
export { AD_TRANSITIONS, type AdAction, canTransition } from './ads/transitions';
export { liveOwnHold, ownHoldAmong } from './ads/own-hold';
export {
  type Ad,
  AD_PAGE_ADS,
  AD_PAGE_CURSOR_MESSAGE,
  adIdBodySchema,
  adListSchema,
  type AdPage,
  adPageQuerySchema,
  adPageSchema,
  adSchema,
  type AdStats,
  type DeleteRequest,
  deleteRequestSchema,
  type EditRequest,
  editRequestSchema,
  favoriteBodySchema,
  favoriteIdsSchema,
  type ModerationAdPage,
  moderationAdPageSchema,
} from './ads/wire';
export {
  adStatusChangedEventCheck,
  moderationCountEventCheck,
  newAdEventCheck,
  readDetailField,
  readErrorField,
  readErrorList,
  readIdParam,
  readPaymentPopupMessage,
} from './app/plain-checks';
export {
  demoInitDataRequestSchema,
  demoInitDataResponseSchema,
  type DemoUser,
  demoUserListSchema,
  type PublicConfig,
  publicConfigSchema,
  type Readiness,
  type ReadinessCheck,
  readinessSchema,
} from './app/public-config';
export { appPathFor, parseStartParam, startParamFor, type StartTarget } from './bot/start-param';
export {
  type BotLink,
  DEMO_ALBUM_MAX_PHOTOS,
  demoBotActionResultSchema,
  type DemoBotButton,
  type DemoBotChat,
  demoBotChatListSchema,
  type DemoBotMessage,
  demoBotPhotosFieldsSchema,
  demoBotPressSchema,
  demoBotSendSchema,
  type DemoInlineAnswer,
  demoInlineAnswerSchema,
  demoInlineChoiceSchema,
  demoInlineQuerySchema,
  demoPreparedShareSchema,
  notificationSettingsSchema,
  type NotificationStatus,
  notificationStatusSchema,
  type PreparedShare,
  preparedShareSchema,
  type SellerChannel,
  sellerChannelLinkSchema,
  sellerChannelSchema,
  writeAccessSchema,
} from './bot/wire';
export {
  AD_APPROVED_TEXT,
  AD_REJECTED_TEXT,
  ANONYMOUS_BUYER_LABEL,
  BOT_ACTION_FAILED_TEXT,
  BOT_OPEN_AD_TEXT,
  BOT_START_COMMAND_DESCRIPTION,
  BOT_WELCOME_TEXT,
  BUY_BUTTON,
  MY_ADS_BUTTON,
  MY_ORDERS_BUTTON,
  OPEN_AD_BUTTON,
  OPEN_APP_BUTTON,
  OPEN_APP_TO_ANSWER_TEXT,
  OPEN_BUTTON,
  OPEN_ORDER_BUTTON,
  PAYMENT_INFO_BUTTON,
  RECEIPT_OK_BUTTON,
  RECEIPT_PROBLEM_BUTTON,
  RECEIPT_PROBLEM_PLACEHOLDER,
  RECEIPT_PROBLEM_PROMPT,
  RECEIPT_THANKS_TEXT,
  receiptThanksReply,
  REJECT_REASON_PLACEHOLDER,
  REJECT_REASON_PROMPT,
  REPLY_HERE_SUFFIX,
  STAFF_ONLY_DECISIONS_TEXT,
  STALE_BUTTON_TEXT,
  TRUST_RESTORED_TEXT,
  TRUST_REVOKED_TEXT,
  UNNAMED_SELLER_LABEL,
} from './bot/texts';
export {
  type CatalogueSearchPage,
  catalogueSearchPageSchema,
  type CatalogueSearchQuery,
  catalogueSearchQuerySchema,
} from './catalogue-search/search-query';
export {
  CATALOGUE_SORT_LABELS,
  CATALOGUE_SORTS,
  type CatalogueSort,
  effectiveSort,
  isCatalogueSort,
  readSearchPrice,
  SEARCH_MESSAGES,
  SEARCH_PAGE_SIZE_DEFAULT,
  SEARCH_TEXT_MAX_LENGTH,
  searchPriceRangeProblem,
} from './catalogue-search/search-rules';
export { addressSuggestionsSchema, wantsAddressSuggestions } from './common/address-suggestions';
export { backoffMs, type Backoff } from './common/backoff';
export {
  type ClientErrorLog,
  clientErrorLogResultSchema,
  clientErrorLogSchema,
} from './common/client-errors';
export {
  ADDRESS_QUERY_MAX_CHARS,
  ADDRESS_SUGGEST_MIN_CHARS,
  ADS_ROOM,
  DELIVERY_HOURS,
  MAX_ENTITY_ID,
  SOCKET_PATH,
} from './common/constants';
export {
  ADDRESS_CHARS_MESSAGE,
  ADDRESS_PATTERN,
  optionalText,
  PERSON_NAME_PATTERN,
  PHONE_EXAMPLE,
  PHONE_FORMAT_MESSAGE,
  phoneField,
} from './common/form-fields';
export {
  ADDRESS_QUERY_TOO_LONG_MESSAGE,
  AD_NOT_FOUND_MESSAGE,
  AD_TAKEN_MESSAGE,
  AD_WRONG_STATUS_MESSAGE,
  BAD_INIT_DATA_MESSAGE,
  BANK_UNAVAILABLE_MESSAGE,
  BLACKLISTED_MESSAGE,
  BROKEN_FORM_MESSAGE,
  DEMO_MISMATCH_NOTHING_PAID_MESSAGE,
  DEMO_MISMATCH_UNAVAILABLE_MESSAGE,
  DISPUTE_DECIDED_MESSAGE,
  DISPUTE_EXISTS_MESSAGE,
  DISPUTE_WITH_MODERATOR_MESSAGE,
  EMPTY_BODY_MESSAGE,
  FORBIDDEN_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  INVALID_CONTENT_LENGTH_MESSAGE,
  INVALID_JSON_MESSAGE,
  INVALID_REQUEST_MESSAGE,
  MULTIPART_EXPECTED_MESSAGE,
  NOT_FOUND_MESSAGE,
  NOT_YOUR_ORDER_MESSAGE,
  NO_OPEN_DISPUTE_MESSAGE,
  NO_PAYOUT_DETAILS_MESSAGE,
  NO_PENDING_DELETE_MESSAGE,
  ORDER_FOR_SOMEONE_ELSE_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_NOT_PAYABLE_MESSAGE,
  ORDER_WRONG_STATUS_MESSAGE,
  PAID_MEANWHILE_MESSAGE,
  UNPAID_DELIVERY_MESSAGE,
  PAYMENT_CANCEL_IN_PROGRESS_MESSAGE,
  PAYMENT_IN_PROGRESS_MESSAGE,
  PAYMENT_NOT_CREATED_REASON,
  PAYMENT_PENDING_MESSAGE,
  PAYMENT_UNAVAILABLE_MESSAGE,
  PAYOUT_KEY_REUSED_MESSAGE,
  PHOTO_NOT_FOUND_MESSAGE,
  RATING_RACED_MESSAGE,
  RECEIPT_CONFIRMED_MESSAGE,
  RECEIPT_NOT_AWAITED_MESSAGE,
  REFUND_TOO_BIG_MESSAGE,
  REQUEST_DECIDED_MESSAGE,
  REQUEST_NOT_FOUND_MESSAGE,
  REQUEST_OF_OTHER_AD_MESSAGE,
  REQUEST_TOO_LARGE_MESSAGE,
  SELF_CHANGE_MESSAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
  SHARE_NOT_PREPARED_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  STAFF_CANCEL_REASON,
  SUPER_ADMIN_LOCKED_MESSAGE,
  TOO_MANY_FORM_FIELDS_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  UNKNOWN_ROOM_MESSAGE,
  UNSUPPORTED_MEDIA_TYPE_MESSAGE,
  UPLOADS_BUSY_MESSAGE,
  USER_EXISTS_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
} from './common/errors';
export { NUL_IN_TEXT, textInput } from './common/safe-input';
export { oneDecimalRu } from './common/ru-numbers';
export { INVALID_USER_ID_MESSAGE, telegramIdSchema } from './common/telegram-id';
export {
  entityIdSchema,
  errorResponseSchema,
  idParamSchema,
  okResponseSchema,
  userIdSchema,
} from './common/wire';
export { COMMISSION_PERCENT, formatRubles, priceWithCommission, rublesToKopecks } from './money';
export {
  type Checkout,
  type CheckoutInput,
  checkoutSchema,
  isMoscowAddress,
  OWN_AD_ORDER_MESSAGE,
  type PayRequest,
  type PayRequestInput,
  payRequestSchema,
} from './orders/checkout';
export {
  CARD_MESSAGE_LABEL,
  CARD_MESSAGE_MAX_CHARS,
  CARD_MESSAGE_TOO_LONG_MESSAGE,
  contactPhone,
  deliveryDetails,
  type DeliverySlot,
  deliverySlotOptions,
  deliverySlotProblem,
  deliveryWhenLabel,
  moscowDate,
  payButtonText,
  RECIPIENT_OTHER_LABEL,
  telegramFullName,
} from './orders/delivery';
export {
  type OrderEdit,
  orderEditFields,
  type OrderEditInput,
  orderEditSchema,
} from './orders/edit';
export { formatOrderNumber } from './orders/number';
export { ORDER_NOTICES } from './orders/notices';
export {
  isDeliveredOrder,
  ORDER_STAGE_LABELS,
  type StaffOrderAction,
  staffOrderActions,
  visibleOrders,
} from './orders/staff-orders';
export {
  allowsStaffActions,
  isFinishedOrder,
  normalizeOrderStatus,
  ORDER_PHOTO_STAGES,
  ORDER_STATUSES,
  type OrderPhotoStage,
  orderPhotoStageSchema,
  type OrderStatus,
  orderStatusLabel,
} from './orders/status';
export {
  ORDER_UPDATED_EVENT,
  type OrderTracking,
  orderTrackingSchema,
  type OrderUpdatedEvent,
  orderUpdatedEventSchema,
  SELLER_CONTACT_NOTE,
  SUPPORT_LABEL,
  TRACKING_CANCELLED_LABEL,
  trackingSteps,
  userRoom,
} from './orders/tracking';
export { canOrderTransition, ORDER_TRANSITIONS, type OrderAction } from './orders/transitions';
export {
  moderatorOrderResponseSchema,
  type Order,
  orderByAdResponseSchema,
  orderCancelReason,
  orderListSchema,
  type OrderPage,
  orderPageSchema,
  ALL_ORDERS_TAB_STATUSES,
  ALL_ORDERS_TABS,
  allOrdersPageQuerySchema,
  type AllOrdersTab,
  orderSchema,
  type PayResponse,
  payResponseSchema,
} from './orders/wire';
export {
  AGENT_SIGNS,
  agentReceiptItems,
  type AgentSign,
  PLATFORM_FEE_ITEM_NAME,
  type ReceiptSupplier,
} from './payments/agent-receipt';
export { isValidInn } from './payments/inn';
export {
  DEAL_STEP_LABELS,
  type DealFacts,
  dealStage,
  isTbankStatus,
  recordedDealStep,
} from './payments/deal-steps';
export { type LedgerAccount, orderBalances, splitSellerChange } from './payments/ledger';
export {
  bankMismatchProblem,
  bankOrderDescription,
  bankPayoutReference,
  bankPayoutRegisterReference,
  FORGED_NOTIFICATION_MESSAGE,
  PAYMENT_EXPIRED_REASON,
  PAYMENT_FAILURE_REASONS,
  PAYOUT_CARD_UNKNOWN,
  PAYOUT_NOTICES,
  PAYOUT_REGISTER_HEADER,
  PAYOUT_REGISTER_STATUSES,
  RECONCILIATION_NOTES,
  REFUND_FAILED_MESSAGE,
  SETTLEMENT_CANCEL_REASONS,
} from './payments/money-texts';
export {
  COMMISSION_ROUNDING_RUB,
  PAYOUT_HOURS,
  REFUND_WORKING_DAYS,
  SELLER_UNREACHABLE_HOURS,
} from './payments/offer-terms';
export { HOLD_LAPSE_GRACE_MS, PAYMENT_WINDOW_MS } from './payments/payment-window';
export {
  CARD_INPUT_MAX_LENGTH,
  formatCardNumberInput,
  maskCardNumber,
  type PaymentInfo,
  type PaymentInfoInput,
  paymentInfoSchema,
} from './payments/payment-info';
export { type PaymentPopupMessage } from './payments/payment-result';
export {
  type BankPayoutRequest,
  bankPayoutRequestSchema,
  NO_PAYOUT_CARD_MESSAGE,
  type Payout,
  PAYOUT_AMOUNT_MESSAGE,
  PAYOUT_STATE_LABELS,
  type PayoutCard,
  payoutCardBindingSchema,
  payoutCardSchema,
  type PayoutRecordInput,
  payoutRecordSchema,
  payoutRegisterSchema,
  payoutSchema,
  type PayoutState,
  revealedCardSchema,
  type SellerBalance,
  sellerBalanceSchema,
  type SellerOwed,
} from './payments/payouts';
export {
  bankStatusLabel,
  MONEY_STATE_OF_BANK_STATUS,
  RECONCILIATION_KIND_LABELS,
  RECONCILIATION_KINDS,
  type ReconciliationKind,
  type ReconciliationReport,
  reconciliationReportSchema,
} from './payments/reconciliation';
export {
  confirmationDeadline,
  DISPUTE_DECISION_LABELS,
  DISPUTE_DECISIONS,
  DISPUTE_PHOTOS_MAX,
  DISPUTE_TOO_MANY_PHOTOS_MESSAGE,
  DISPUTE_TEXT_MESSAGE,
  DISPUTE_UNDER_REVIEW_TEXT,
  type DisputeDecision,
  type DisputeDecisionInput,
  disputeDecisionSchema,
  disputeOutcomeForBuyer,
  disputeTextSchema,
  formatKopecks,
  MONEY_LABELS,
  MONEY_STATES,
  MONEY_TRANSITIONS,
  type MoneyState,
  moneyStateLabel,
  moneyTransition,
  PARTIAL_REFUND_MESSAGE,
  RECEIPT_QUESTION,
  type SafeDeal,
  splitSettlement,
} from './payments/safe-deal';
export {
  INN_INPUT_MAX_LENGTH,
  PAYOUT_WITHOUT_INN_MESSAGE,
  SELLER_INN_NEEDED_TEXT,
  SELLER_WITHOUT_INN_MESSAGE,
  supplierName,
  TAX_STATUS_LABELS,
  TAX_STATUSES,
  type TaxStatus,
} from './payments/tax-details';
export { tbankNotificationSchema } from './payments/tbank';
export {
  averageStars,
  RATEABLE_ORDER_STATUSES,
  RATING_BEFORE_RECEIPT_MESSAGE,
  RATING_DURING_DISPUTE_MESSAGE,
  RATING_EDIT_WINDOW_MS,
  RATING_MAX_STARS,
  RATING_MIN_STARS,
  RATING_TEXT_MAX_CHARS,
  ratingEditableUntil,
  ratingRefusal,
  receiptStage,
  type ReceiptStage,
  REVIEW_NOT_FOUND_MESSAGE,
  SELLER_NOT_FOUND_MESSAGE,
  sellerRatingLabel,
} from './ratings/rules';
export { newReviewNotice } from './ratings/notices';
export {
  hideReviewRequestSchema,
  RATING_STARS_MESSAGE,
  type RatingRequest,
  type RatingRequestInput,
  ratingRequestSchema,
  type Review,
  reviewListSchema,
  type ReviewPage,
  reviewPageQuerySchema,
  reviewPageSchema,
  reviewSchema,
  type SellerPage,
  sellerPageSchema,
  type SellerRating,
  type SellerRatingsResponse,
  sellerRatingsResponseSchema,
} from './ratings/wire';
export { CHANNEL_MESSAGES } from './sellers/channel-messages';
export {
  DISPUTE_DECISIONS_AGAINST_SELLER,
  isTrustedSeller,
  type SellerTrustFacts,
  TRUSTED_MIN_DELIVERED_ORDERS,
  TRUSTED_SELLER_LABEL,
} from './sellers/trusted-seller';
export {
  lastFullMoscowWeek,
  type SellerWeekStats,
  weeklySummaryText,
} from './sellers/weekly-summary';
export {
  type SellerTrust,
  sellerTrustSchema,
  type TrustedSellerEntry,
  trustedSellerEntrySchema,
  trustedSellerListSchema,
} from './sellers/wire';
export {
  type AddUser,
  addUserSchema,
  blacklistChangeSchema,
  rejectReasonSchema,
  roleChangeSchema,
} from './users/admin';
export {
  filterUsers,
  isUserRowLocked,
  type RoleFilter,
  userSearchNeedle,
} from './users/admin-panel';
export { can, isStaff, parseRole, type Role, ROLE_LABELS, ROLES } from './users/roles';
export {
  ACCESS_RULES,
  type AccessRule,
  type AccessSubject,
  type Grant,
  heldGrants,
  needsRelations,
  type Permission,
  type Relation,
  SUBJECT_NOT_FOUND,
  type SubjectPermission,
} from './users/access';
export { canOpenRoute, ROUTE_PATHS, type RoutePath } from './users/route-access';
export {
  type PaymentInfoResponse,
  paymentInfoResponseSchema,
  type RoleResponse,
  roleResponseSchema,
  type Session,
  sessionSchema,
  type User,
  userListSchema,
  type UserPage,
  userPageQuerySchema,
  userPageSchema,
  userSchema,
} from './users/wire';
export { FLORIST_BOT_TEXTS, FLORIST_MESSAGE_ERRORS } from './florist-messages/messages';
export {
  FLORIST_MESSAGE_MAX_CHARS,
  FLORIST_RATE_WINDOW_MS,
  type FloristMessageSender,
  withinFloristRate,
} from './florist-messages/rules';
export {
  type FloristMessageBody,
  floristMessageBodySchema,
  type FloristThread,
  floristThreadListSchema,
  floristThreadSchema,
} from './florist-messages/wire';
