type Params = Record<string, unknown>;

export interface StandinChannel {
  id: number;
  username: string;
  title: string;
  members: Map<number, Record<string, unknown>>;
}

export const DEMO_CHANNEL = { id: -1_001_000_000_029, username: 'flowers_demo_channel' };

export const adminRights = (rights: { post?: boolean; edit?: boolean } = {}) => ({
  status: 'administrator',
  can_be_edited: false,
  is_anonymous: false,
  can_manage_chat: true,
  can_delete_messages: true,
  can_manage_video_chats: false,
  can_restrict_members: true,
  can_promote_members: false,
  can_change_info: true,
  can_invite_users: true,
  can_post_messages: rights.post ?? true,
  can_edit_messages: rights.edit ?? true,
  can_post_stories: false,
  can_edit_stories: false,
  can_delete_stories: false,
});

export function createStandinChannels() {
  const channels = new Map<number, StandinChannel>();

  function find(params: Params): StandinChannel | null {
    const ref = params.chat_id;
    if (typeof ref === 'string' && ref.startsWith('@')) {
      const name = ref.slice(1).toLowerCase();
      return [...channels.values()].find((c) => c.username.toLowerCase() === name) ?? null;
    }
    const id = typeof ref === 'string' ? Number(ref) : ref;
    return typeof id === 'number' ? (channels.get(id) ?? null) : null;
  }

  return {
    put(channel: StandinChannel): void {
      channels.set(channel.id, channel);
    },
    get: (id: number) => channels.get(id) ?? null,
    all: () => [...channels.values()],
    /** Telegram: 400 "chat not found". */
    chat(params: Params) {
      const channel = find(params);
      return channel === null
        ? null
        : { id: channel.id, type: 'channel', title: channel.title, username: channel.username };
    },
    member(params: Params, user: (id: number) => Record<string, unknown>) {
      const channel = find(params);
      const userId = params.user_id;
      if (channel === null || typeof userId !== 'number') return null;
      return { user: user(userId), ...(channel.members.get(userId) ?? { status: 'left' }) };
    },
  };
}

export type StandinChannels = ReturnType<typeof createStandinChannels>;
