import { z } from 'zod';

/** The API reference lists it under that media type. */
export const textResponse = (mediaType: string) => z.string().meta({ 'x-media-type': mediaType });
