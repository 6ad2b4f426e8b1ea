import { RESULT_PAGE_REDIRECT_MS } from '../../config/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from '../../router/router';

const SECOND_MS = 1000;
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchmove', 'scroll'] as const;

/**
 * spec §2 returns to / after 5 seconds; a touch, a scroll or a hidden page stops it, since a
 * page that leaves under a reading finger is what issue 13 calls rough.
 */
export function useRedirectCountdown(): number | null {
  const navigate = useNavigate();
  const [left, setLeft] = useState<number | null>(RESULT_PAGE_REDIRECT_MS / SECOND_MS);

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.ceil((RESULT_PAGE_REDIRECT_MS - (Date.now() - started)) / SECOND_MS);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) {
        stop();
        void navigate('/', { replace: true });
      }
    }, SECOND_MS);
    const stay = () => {
      stop();
      setLeft(null);
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') stay();
    };
    function stop() {
      window.clearInterval(timer);
      INTERACTIONS.forEach((type) => {
        window.removeEventListener(type, stay);
      });
      document.removeEventListener('visibilitychange', hidden);
    }
    INTERACTIONS.forEach((type) => {
      window.addEventListener(type, stay, { passive: true });
    });
    document.addEventListener('visibilitychange', hidden);
    return stop;
  }, [navigate]);

  return left;
}
