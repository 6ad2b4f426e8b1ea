import { RESULT_PAGE_REDIRECT_MS } from '../../config/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

const SECOND_MS = 1000;

/** Seconds left before the result page returns to / (spec §2: after 5 seconds). */
export function useRedirectCountdown(): number {
  const navigate = useNavigate();
  const [left, setLeft] = useState(RESULT_PAGE_REDIRECT_MS / SECOND_MS);

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.ceil((RESULT_PAGE_REDIRECT_MS - (Date.now() - started)) / SECOND_MS);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) {
        window.clearInterval(timer);
        void navigate('/', { replace: true });
      }
    }, SECOND_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [navigate]);

  return left;
}
