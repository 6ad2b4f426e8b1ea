import { Cell, ChatIcon, PersonIcon, Section } from '../../components/ui';
import { useDemoUsers } from '../../api/get-demo-users';
import { DEMO_CHATS_PATH } from '../../lib/demo-choice';
import { SplashScreen } from '../shell/splash-screen';
import { LOADING, PICK_DEMO_USER, SIGN_IN_FAILED } from './messages';
import { DEMO_CHATS_TITLE } from '../../texts/common';

interface DemoUserPickerProps {
  onPick: (userId: string) => void;
}

export function DemoUserPicker({ onPick }: DemoUserPickerProps) {
  const users = useDemoUsers();

  if (users.isPending) return <SplashScreen message={LOADING} busy />;
  if (users.isError) return <SplashScreen message={SIGN_IN_FAILED} />;

  return (
    <SplashScreen message={PICK_DEMO_USER}>
      <div className="app-splash__list">
        <Section>
          {users.data.map((user) => (
            <Cell
              key={user.userId}
              before={<PersonIcon />}
              after={`@${user.username}`}
              onClick={() => {
                onPick(user.userId);
              }}
            >
              {user.label}
            </Cell>
          ))}
        </Section>
        <Section>
          <Cell before={<ChatIcon />} to={DEMO_CHATS_PATH}>
            {DEMO_CHATS_TITLE}
          </Cell>
        </Section>
      </div>
    </SplashScreen>
  );
}
