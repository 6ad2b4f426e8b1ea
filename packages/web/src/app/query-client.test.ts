import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('the app’s query client', () => {
  it('lets a submit made offline fail at once, so its form can offer «Повторить» (issue 27)', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const submit = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new TypeError('Failed to fetch')),
    });

    await expect(submit.execute(undefined)).rejects.toThrow('Failed to fetch');
  });
});
