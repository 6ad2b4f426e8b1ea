import {
  ADS_LOADING_LABEL,
  DELETE_REQUESTS_EMPTY_TEXT,
  DELETE_REQUESTS_LOADING_LABEL,
  EDIT_REQUESTS_EMPTY_TEXT,
  EDIT_REQUESTS_LOADING_LABEL,
  MODERATION_EMPTY_TEXT,
} from './ads';
import { ALL_ORDERS_EMPTY_TEXT, MODERPANEL_EMPTY_TEXT, ORDERS_LOADING_LABEL } from './orders';
import {
  PAYOUTS_EMPTY_TEXT,
  PAYOUTS_LOADING_LABEL,
  PAYOUTS_TITLE,
  RECONCILIATION_EMPTY_TEXT,
  RECONCILIATION_LOADING_LABEL,
  RECONCILIATION_TITLE,
} from './payments';
import { REVIEWS_EMPTY_TEXT, REVIEWS_LOADING_LABEL } from './reviews';
import { ORDERS_FAILED_TEXT } from './staff';
import { ADMIN_PANEL_EMPTY_TEXT, HUB_LINKS, USERS_LOADING_LABEL } from './users';

export interface StaffListTexts {
  title: string;
  loading: string;
  empty: string;
  failed?: string;
}

export const AD_MODERATION_LIST: StaffListTexts = {
  title: HUB_LINKS['/ad-moderation'],
  loading: ADS_LOADING_LABEL,
  empty: MODERATION_EMPTY_TEXT,
};

export const DELETE_REQUESTS_LIST: StaffListTexts = {
  title: HUB_LINKS['/deleterequests'],
  loading: DELETE_REQUESTS_LOADING_LABEL,
  empty: DELETE_REQUESTS_EMPTY_TEXT,
};

export const EDIT_REQUESTS_LIST: StaffListTexts = {
  title: HUB_LINKS['/editrequests'],
  loading: EDIT_REQUESTS_LOADING_LABEL,
  empty: EDIT_REQUESTS_EMPTY_TEXT,
};

export const ALL_ORDERS_LIST: StaffListTexts = {
  title: HUB_LINKS['/allorders'],
  loading: ORDERS_LOADING_LABEL,
  empty: ALL_ORDERS_EMPTY_TEXT,
  failed: ORDERS_FAILED_TEXT,
};

export const ORDERS_IN_WORK_LIST: StaffListTexts = {
  title: HUB_LINKS['/moderpanel'],
  loading: ORDERS_LOADING_LABEL,
  empty: MODERPANEL_EMPTY_TEXT,
  failed: ORDERS_FAILED_TEXT,
};

export const USERS_LIST: StaffListTexts = {
  title: HUB_LINKS['/adminpanel'],
  loading: USERS_LOADING_LABEL,
  empty: ADMIN_PANEL_EMPTY_TEXT,
};

export const PAYOUTS_LIST: StaffListTexts = {
  title: PAYOUTS_TITLE,
  loading: PAYOUTS_LOADING_LABEL,
  empty: PAYOUTS_EMPTY_TEXT,
};

export const RECONCILIATION_LIST: StaffListTexts = {
  title: RECONCILIATION_TITLE,
  loading: RECONCILIATION_LOADING_LABEL,
  empty: RECONCILIATION_EMPTY_TEXT,
};

export const REVIEWS_LIST: StaffListTexts = {
  title: HUB_LINKS['/reviews'],
  loading: REVIEWS_LOADING_LABEL,
  empty: REVIEWS_EMPTY_TEXT,
};
