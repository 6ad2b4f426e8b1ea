import {
  ADS_ROOM,
  LIVE_EVENTS,
  ORDER_UPDATED_EVENT,
  RESERVED_AD_RETURNED_MESSAGE,
  orderStatusLabel,
  userRoom,
  type Ad,
  type ModerationCountEvent,
  type NewAdEvent,
  type OrderUpdatedEvent,
} from '@flowers/domain';
import type { Server } from 'socket.io';

/** Moderators and admins only: joined after the handshake's init data is verified. */
export const STAFF_ROOM = 'staff';

/**
 * The `ad_status_changed` payload (domain `AdStatusChangedEvent`), with statuses as the text
 * the database holds.
 */
export interface AdStatusChange {
  adId: number;
  newStatus: string;
  oldStatus: string;
  message?: string;
}

/**
 * What services announce to connected clients (spec §4 "Live updates"). Call it only after the
 * transaction commits: a client told about a change that then rolls back would reload the
 * catalogue and not find it. The methods never throw, so a commit is never reported as failed.
 */
export interface LivePublisher {
  /** An ad became visible in the catalogue (approved by a moderator). */
  adEnteredCatalogue(ad: Ad): void;
  /** A visible status changed; `message` is the toast text, see `statusChangeMessage`. */
  adStatusChanged(change: AdStatusChange): void;
  /** The number of items waiting for moderation, for the red dot on 'Админка'. */
  moderationCountChanged(count: number): void;
  /**
   * The buyer's order changed (status, stage photo): told to that buyer's own room only, so an
   * open order page reloads it (issue 16).
   */
  orderUpdated(order: { id: number; buyerId: number; status: string }): void;
}

/** One event as it goes on the wire: its room, its name and its payload. */
export type LiveMessage =
  | { room: typeof ADS_ROOM; event: typeof LIVE_EVENTS.newAd; payload: NewAdEvent }
  | {
      room: typeof ADS_ROOM;
      event: typeof LIVE_EVENTS.adStatusChanged;
      payload: AdStatusChange;
    }
  | {
      room: typeof STAFF_ROOM;
      event: typeof LIVE_EVENTS.moderationCount;
      payload: ModerationCountEvent;
    }
  | { room: `user:${string}`; event: typeof ORDER_UPDATED_EVENT; payload: OrderUpdatedEvent };

/** The toast text of spec §4 for a status change, or undefined when there is none. */
export function statusChangeMessage(oldStatus: string, newStatus: string): string | undefined {
  return oldStatus === 'reserved' && newStatus === 'new' ? RESERVED_AD_RETURNED_MESSAGE : undefined;
}

export function createLivePublisher(send: (message: LiveMessage) => void): LivePublisher {
  return {
    adEnteredCatalogue(ad) {
      send({ room: ADS_ROOM, event: LIVE_EVENTS.newAd, payload: { ad } });
    },
    adStatusChanged({ adId, newStatus, oldStatus, message }) {
      const payload = { adId, newStatus, oldStatus, ...(message === undefined ? {} : { message }) };
      send({ room: ADS_ROOM, event: LIVE_EVENTS.adStatusChanged, payload });
    },
    moderationCountChanged(count) {
      send({ room: STAFF_ROOM, event: LIVE_EVENTS.moderationCount, payload: { count } });
    },
    orderUpdated({ id, buyerId, status }) {
      send({
        room: userRoom(buyerId),
        event: ORDER_UPDATED_EVENT,
        payload: { orderId: id, status, status_label: orderStatusLabel(status) },
      });
    },
  };
}

/** Broadcasts through the socket.io adapter, so with Redis every node's clients receive it. */
export function sendToSockets(io: Server, message: LiveMessage): void {
  io.to(message.room).emit(message.event, message.payload);
}

export interface RecordingPublisher extends LivePublisher {
  /** Everything published so far, oldest first. */
  readonly messages: LiveMessage[];
}

/** An in-memory publisher for service tests: assert on `messages` instead of sockets. */
export function createRecordingPublisher(): RecordingPublisher {
  const messages: LiveMessage[] = [];
  return { ...createLivePublisher((message) => messages.push(message)), messages };
}
