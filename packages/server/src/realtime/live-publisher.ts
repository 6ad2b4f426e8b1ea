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

/** Joined only after the handshake's init data is verified. */
export const STAFF_ROOM = 'staff';

export interface AdStatusChange {
  adId: number;
  newStatus: string;
  oldStatus: string;
  message?: string;
}

/**
 * spec §4 "Live updates". Call only after the commit: a client told of a change that rolls
 * back would not find it. The methods never throw, so a commit is never reported as failed.
 */
export interface LivePublisher {
  adEnteredCatalogue(ad: Ad): void;
  adStatusChanged(change: AdStatusChange): void;
  moderationCountChanged(count: number): void;
  /** Told to the buyer's own room only. */
  orderUpdated(order: { id: number; buyerId: number; status: string }): void;
}

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

/** spec §4. */
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

/** Through the socket.io adapter, so with Redis every node's clients receive it. */
export function sendToSockets(io: Server, message: LiveMessage): void {
  io.to(message.room).emit(message.event, message.payload);
}

export interface RecordingPublisher extends LivePublisher {
  readonly messages: LiveMessage[];
}

export function createRecordingPublisher(): RecordingPublisher {
  const messages: LiveMessage[] = [];
  return { ...createLivePublisher((message) => messages.push(message)), messages };
}
