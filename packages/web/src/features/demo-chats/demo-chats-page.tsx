import type { DemoUser } from '@flowers/domain';
import { Alert, Box, Button, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useDemoUsers } from '../../api/get-demo-users';
import { usePublicConfig } from '../../api/get-public-config';
import { EmptyState } from '../../components/empty-state';
import { LoadingText } from '../../components/loading-text';
import { PageTitle } from '../../components/page-title';
import { useDemoChats } from './api/demo-bot';
import { ActingUserSelect } from './components/acting-user-select';
import { ChatView } from './components/chat-view';
import { LOADING_TEXT, RETRY_TEXT } from '../../texts/common';
import {
  BOT_NAME,
  CHATS_DEMO_ONLY_TEXT,
  CHATS_LABEL,
  CHATS_LOADING_TEXT,
  DEMO_CHATS_TITLE,
  NO_CHATS_SUBTITLE,
  NO_CHATS_TITLE,
  chatsLoadFailedText,
} from '../../texts/bot';

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

/**
 * Demo mode only: every demo user's chat with the bot and the staff chat, as the Bot API
 * stand-in holds them, so the whole notification loop can be tried in one browser.
 */
export function DemoChatsPage() {
  const config = usePublicConfig();
  const demo = config.data?.demo === true;
  const chats = useDemoChats(demo);
  const users = useDemoUsers(demo);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [staffUserId, setStaffUserId] = useState<string | null>(null);

  const body = () => {
    if (config.isPending) return <LoadingText text={LOADING_TEXT} />;
    if (!demo) return <EmptyState title={CHATS_DEMO_ONLY_TEXT} />;
    if (chats.isPending || users.isPending) return <LoadingText text={CHATS_LOADING_TEXT} />;
    if (chats.isError || users.isError) {
      return (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => void Promise.all([chats.refetch(), users.refetch()])}
            >
              {RETRY_TEXT}
            </Button>
          }
        >
          {chatsLoadFailedText((chats.error ?? users.error)?.message)}
        </Alert>
      );
    }
    const chat = chats.data.find((candidate) => candidate.chat_id === chosenId) ?? chats.data[0];
    if (chat === undefined) {
      return <EmptyState title={NO_CHATS_TITLE} subtitle={NO_CHATS_SUBTITLE} />;
    }
    const staffActor = staffUserId ?? defaultStaffUser(users.data);
    const actingUserId = chat.type === 'private' ? chat.chat_id : staffActor;
    return (
      <>
        <Tabs
          value={chat.chat_id}
          onChange={(_event, value: string) => {
            setChosenId(value);
          }}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={CHATS_LABEL}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {chats.data.map((candidate) => (
            <Tab
              key={candidate.chat_id}
              value={candidate.chat_id}
              label={candidate.title}
              sx={{ textTransform: 'none' }}
            />
          ))}
        </Tabs>
        {chat.type === 'group' && (
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
      </>
    );
  };

  return (
    <Box sx={{ px: 2, pb: 2, maxWidth: 640, mx: 'auto' }}>
      <PageTitle>{DEMO_CHATS_TITLE}</PageTitle>
      {body()}
    </Box>
  );
}
