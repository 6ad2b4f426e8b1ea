import { QueryClient } from '@tanstack/react-query';
import { isRefusal } from '../api/describe-failure';

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx answer will not change on retry; network failures and 5xx may.
        retry: (failureCount, error) => !isRefusal(error) && failureCount < MAX_RETRIES,
      },
      // Issue 27: an offline submit fails at once and its form offers «Повторить»; the default
      // would resend it whenever the network came back: a payment opening minutes later.
      mutations: { networkMode: 'always' },
    },
  });
}
