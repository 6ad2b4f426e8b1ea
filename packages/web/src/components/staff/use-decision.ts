import { APPROVE_FAILED_TEXT, REJECT_FAILED_TEXT } from '../../texts/ads';
import { useActionFeedback } from './use-action-feedback';

interface DecisionTexts {
  approved: string;
  rejected: string;
}

export function useDecision(texts: DecisionTexts) {
  const feedback = useActionFeedback();
  return async (approve: boolean, decide: () => Promise<unknown>): Promise<void> => {
    try {
      await decide();
      feedback.done(approve ? texts.approved : texts.rejected);
    } catch (error) {
      feedback.failed(approve ? APPROVE_FAILED_TEXT : REJECT_FAILED_TEXT, error);
    }
  };
}
