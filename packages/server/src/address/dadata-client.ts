import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AddressSource, AddressSuggestion } from './address.service.ts';

export const DADATA_SUGGESTIONS_URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs';
export const DADATA_TIMEOUT_MS = 2000;
export const ADDRESS_SUGGEST_COUNT = 10;

// integrations/dadata.md.
const DELIVERY_REGION_KLADR_IDS = ['77', '50'] as const;

const dadataResponseSchema = z.object({
  suggestions: z.array(
    z.object({
      value: z.string(),
      data: z.object({ region_kladr_id: z.string().nullish() }).nullish(),
    }),
  ),
});

export interface DadataClientOptions {
  apiKey: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  baseUrl?: string;
  timeoutMs?: number;
}

function inDeliveryArea(regionKladrId: string | null | undefined): boolean {
  return DELIVERY_REGION_KLADR_IDS.some((code) => regionKladrId?.startsWith(code) === true);
}

/** Null when DaData fails, so the caller does not cache the failure. */
export function createDadataClient(options: DadataClientOptions): AddressSource {
  const url = `${options.baseUrl ?? DADATA_SUGGESTIONS_URL}/suggest/address`;
  const timeoutMs = options.timeoutMs ?? DADATA_TIMEOUT_MS;

  return {
    async suggest(query: string): Promise<AddressSuggestion[] | null> {
      let response: Response;
      let body: unknown;
      try {
        // Node's fetch keeps connections alive, which DaData's 60 new connections a minute needs.
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            Authorization: `Token ${options.apiKey}`,
          },
          // No restrict_value: the region must stay in the text for the checkout rule.
          body: JSON.stringify({
            query,
            count: ADDRESS_SUGGEST_COUNT,
            locations: DELIVERY_REGION_KLADR_IDS.map((kladr_id) => ({ kladr_id })),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel();
          options.log.warn({ status: response.status }, 'dadata suggest failed');
          return null;
        }
        body = await response.json();
      } catch (err) {
        options.log.warn({ err }, 'dadata suggest failed');
        return null;
      }
      const parsed = dadataResponseSchema.safeParse(body);
      if (!parsed.success) {
        options.log.warn('dadata suggest answered an unexpected shape');
        return null;
      }
      return parsed.data.suggestions
        .filter((s) => inDeliveryArea(s.data?.region_kladr_id))
        .map((s) => ({ value: s.value }));
    },
  };
}
