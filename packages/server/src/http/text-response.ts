import { z } from 'zod';

/**
 * A response body that is text of another media type than JSON (a CSV file, an HTML page):
 * Fastify sends such strings as they are, and the API reference lists them under that type.
 */
export const textResponse = (mediaType: string) => z.string().meta({ 'x-media-type': mediaType });
