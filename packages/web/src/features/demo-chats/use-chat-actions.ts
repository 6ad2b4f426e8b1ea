import type { DemoBotButton } from '@flowers/domain';
import { describeFailure } from '../../api/describe-failure';
import { useToast } from '../../components/toast/toast-context';
import { openAppAsDemoUser } from '../../lib/demo-choice';
import { usePressButton, useSendMessage } from './api/demo-bot';
import { useSendPhotos } from './api/demo-photos';
import { buttonAction } from './button-action';

const ANSWER_TOAST_MS = 4000;
const ERROR_TOAST_MS = 6000;

export function useChatActions(chatId: string, actingUserId: string) {
  const press = usePressButton();
  const send = useSendMessage();
  const sendAlbum = useSendPhotos();
  const showToast = useToast();

  const announce = (answer: string | null) => {
    if (answer) showToast({ message: answer, severity: 'info', durationMs: ANSWER_TOAST_MS });
  };
  const fail = (error: unknown) => {
    showToast({
      message: describeFailure(error).message,
      severity: 'error',
      durationMs: ERROR_TOAST_MS,
    });
  };

  const pressButton = (messageId: number, button: DemoBotButton) => {
    const action = buttonAction(button, window.location.origin);
    if (action === null) return;
    if (action.kind === 'app') {
      openAppAsDemoUser(actingUserId, action.path);
    } else if (action.kind === 'link') {
      window.open(action.url, '_blank', 'noopener');
    } else {
      press.mutate(
        { chatId, fromUserId: actingUserId, messageId, callbackData: action.data },
        { onSuccess: announce, onError: fail },
      );
    }
  };

  const sendText = async (text: string, replyToMessageId: number | null): Promise<boolean> => {
    try {
      announce(
        await send.mutateAsync({ chatId, fromUserId: actingUserId, text, replyToMessageId }),
      );
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  const sendPhotos = async (photos: readonly File[], caption: string): Promise<boolean> => {
    try {
      announce(await sendAlbum.mutateAsync({ chatId, fromUserId: actingUserId, photos, caption }));
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  return {
    pressButton,
    sendText,
    sendPhotos,
    busy: press.isPending || send.isPending || sendAlbum.isPending,
  };
}
