import type { DemoUser } from '@flowers/domain';
import { useState } from 'react';
import { useDemoUsers } from '../../api/get-demo-users';
import { usePublicConfig } from '../../api/get-public-config';
import { EmptyState, ErrorState, Page, Spinner, Tabs } from '../../components/ui';
import { LOADING_TEXT } from '../../texts/common';
import {
  BOT_NAME,
  CHATS_DEMO_ONLY_TEXT,
  CHATS_LABEL,
  CHATS_LOADING_TEXT,
  NO_CHATS_SUBTITLE,
  NO_CHATS_TITLE,
  chatsLoadFailedText,
} from '../../texts/bot';
import { DEMO_CHATS_TITLE } from '../../texts/common';
import { useDemoChats } from './api/demo-bot';
import { ActingUserSelect } from './components/acting-user-select';
import { ChatView } from './components/chat-view';
import { InlineSearch } from './components/inline-search';
import './demo-chats.css';

function defaultStaffUser(users: readonly DemoUser[]): string | null {
  return (users.find((user) => user.role === 'moderator') ?? users[0])?.userId ?? null;
}

function authorNamer(users: readonly DemoUser[]) {
  return (from: 'bot' | string) => {
    if (from === 'bot') return BOT_NAME;
    const user = users.find((candidate) => candidate.userId === from);
    return user ? `${user.label} @${user.username}` : `ID ${from}`;
  };
}

function Loading({ label }: { label: string }) {
  return (
    <div className="chat-empty">
      <Spinner label={label} />
    </div>
  );
}

/** Demo mode only: the whole notification loop can be tried in one browser. */
export function DemoChatsPage() {
  const config = usePublicConfig();
  const demo = config.data?.demo === true;
  const chats = useDemoChats(demo);
  const users = useDemoUsers(demo);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [staffUserId, setStaffUserId] = useState<string | null>(null);

  const body = () => {
    if (config.isPending) return <Loading label={LOADING_TEXT} />;
    if (!demo) return <EmptyState title={CHATS_DEMO_ONLY_TEXT} />;
    if (chats.isPending || users.isPending) return <Loading label={CHATS_LOADING_TEXT} />;
    if (chats.isError || users.isError) {
      return (
        <ErrorState
          title={chatsLoadFailedText((chats.error ?? users.error)?.message)}
          onRetry={() => void Promise.all([chats.refetch(), users.refetch()])}
          retrying={chats.isFetching || users.isFetching}
        />
      );
    }
    const chat = chats.data.find((candidate) => candidate.chat_id === chosenId) ?? chats.data[0];
    if (chat === undefined) {
      return <EmptyState title={NO_CHATS_TITLE} subtitle={NO_CHATS_SUBTITLE} />;
    }
    const staffActor = staffUserId ?? defaultStaffUser(users.data);
    const actingUserId = chat.type === 'private' ? chat.chat_id : staffActor;
    const botUsername = config.data?.bot?.username ?? null;
    return (
      <>
        <Tabs
          label={CHATS_LABEL}
          value={chat.chat_id}
          onChange={setChosenId}
          items={chats.data.map((candidate) => ({
            value: candidate.chat_id,
            label: candidate.title,
          }))}
        />
        {chat.type !== 'private' && (
          <ActingUserSelect users={users.data} value={staffActor} onChange={setStaffUserId} />
        )}
        {actingUserId !== null && (
          <ChatView
            key={chat.chat_id}
            chat={chat}
            actingUserId={actingUserId}
            authorOf={authorNamer(users.data)}
          />
        )}
        {chat.type === 'private' && actingUserId !== null && botUsername !== null && (
          <InlineSearch
            key={`inline-${chat.chat_id}`}
            chatId={chat.chat_id}
            actingUserId={actingUserId}
            botUsername={botUsername}
          />
        )}
      </>
    );
  };

  return <Page title={DEMO_CHATS_TITLE}>{body()}</Page>;
}
