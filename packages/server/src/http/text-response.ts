import { z } from 'zod';

export const textResponse = (mediaType: string) => z.string().meta({ 'x-media-type': mediaType });
