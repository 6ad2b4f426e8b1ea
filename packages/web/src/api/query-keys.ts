/** Hierarchical, so invalidating a resource's `all` reaches every list and item under it. */
export const adKeys = {
  all: ['ads'] as const,
  catalogue: () => [...adKeys.all, 'catalogue'] as const,
  /** Under the catalogue, so its refresh after live updates reloads searches too. */
  searches: () => [...adKeys.catalogue(), 'search'] as const,
  search: (query: string) => [...adKeys.searches(), query] as const,
  /** Under the catalogue too: its live updates reach the favourite cards. */
  favorites: (userId: string) => [...adKeys.catalogue(), 'favorites', userId] as const,
  mine: () => [...adKeys.all, 'mine'] as const,
  detail: (adId: number) => [...adKeys.all, 'detail', adId] as const,
};

export const orderKeys = {
  all: ['orders'] as const,
  everyones: () => [...orderKeys.all, 'all'] as const,
  everyonesPages: () => [...orderKeys.all, 'all', 'pages'] as const,
  everyonesTab: (tab: string) => [...orderKeys.everyonesPages(), tab] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
  detail: (orderId: number) => [...orderKeys.all, 'detail', orderId] as const,
  staffDetail: (orderId: number) => [...orderKeys.all, 'staff', orderId] as const,
  tracking: (orderId: number) => [...orderKeys.all, 'tracking', orderId] as const,
};

/** Issue 40: a buyer's and a florist's threads, by bouquet and by order. */
export const floristKeys = {
  all: ['florist-threads'] as const,
  ofAd: (adId: number) => [...floristKeys.all, 'ad', adId] as const,
  ofOrder: (orderId: number) => [...floristKeys.all, 'order', orderId] as const,
};

export const sellerKeys = {
  all: ['sellers'] as const,
  page: (sellerId: string) => [...sellerKeys.all, sellerId] as const,
  ratings: () => [...sellerKeys.all, 'ratings'] as const,
  trust: (sellerId: string) => [...sellerKeys.page(sellerId), 'trust'] as const,
  trusted: () => [...sellerKeys.all, 'trusted'] as const,
};

export const reviewKeys = {
  all: ['reviews'] as const,
  staffList: () => [...reviewKeys.all, 'staff'] as const,
  staffTab: (tab: string) => [...reviewKeys.staffList(), tab] as const,
};

export const moderationKeys = {
  all: ['moderation'] as const,
  count: () => [...moderationKeys.all, 'count'] as const,
  ads: () => [...moderationKeys.all, 'ads'] as const,
  deleteRequests: () => [...moderationKeys.all, 'delete-requests'] as const,
  editRequests: () => [...moderationKeys.all, 'edit-requests'] as const,
};

export const userKeys = {
  all: ['users'] as const,
  pages: () => [...userKeys.all, 'pages'] as const,
  search: (query: string, role: string) => [...userKeys.pages(), { query, role }] as const,
  role: (userId: string) => [...userKeys.all, userId, 'role'] as const,
  paymentInfo: (userId: string) => [...userKeys.all, userId, 'payment-info'] as const,
};

export const favoriteKeys = {
  all: ['favorites'] as const,
  ofUser: (userId: string) => [...favoriteKeys.all, userId] as const,
};

export const payoutKeys = {
  all: ['payouts'] as const,
  register: () => [...payoutKeys.all, 'register'] as const,
  mine: () => [...payoutKeys.all, 'mine'] as const,
  card: () => [...payoutKeys.all, 'card'] as const,
};

export const reconciliationKeys = {
  all: ['reconciliation'] as const,
};

export const meKeys = {
  all: ['me'] as const,
  notifications: () => [...meKeys.all, 'notifications'] as const,
  channel: () => [...meKeys.all, 'channel'] as const,
};

export const sessionKeys = {
  all: ['session'] as const,
  ofInitData: (initData: string) => [...sessionKeys.all, initData] as const,
};

export const publicConfigKeys = {
  all: ['public-config'] as const,
};

export const addressSuggestionKeys = {
  all: ['address-suggestions'] as const,
  forQuery: (query: string) => [...addressSuggestionKeys.all, query] as const,
};

export const demoKeys = {
  all: ['demo'] as const,
  users: () => [...demoKeys.all, 'users'] as const,
  initData: (userId: string) => [...demoKeys.all, 'init-data', userId] as const,
  botChats: () => [...demoKeys.all, 'bot', 'chats'] as const,
};
