import { describe, expect, it } from 'vitest';
import { shapeOpenApi } from './openapi-shape.ts';

const withBody = (schema: object) => ({
  paths: {
    '/api/orders/{id}/cancel': {
      post: { requestBody: { required: true, content: { 'application/json': { schema } } } },
    },
  },
});

describe('the emitted API reference', () => {
  it('makes a body the server takes as nullish optional, and drops its null', () => {
    const shaped = shapeOpenApi(
      withBody({ anyOf: [{ type: 'object', properties: {} }, { type: 'null' }] }),
    );
    expect(shaped.paths['/api/orders/{id}/cancel'].post.requestBody).toEqual({
      required: false,
      content: { 'application/json': { schema: { type: 'object', properties: {} } } },
    });
  });

  it('leaves a required body required', () => {
    const document = withBody({ type: 'object', properties: { reason: { type: 'string' } } });
    expect(shapeOpenApi(document)).toEqual(document);
  });

  it('names the keys of a record over a closed set, and refuses others', () => {
    const shaped = shapeOpenApi({
      paths: {},
      components: {
        photos: {
          type: 'object',
          propertyNames: { enum: ['chat', 'delivery'] },
          additionalProperties: { type: 'string' },
        },
      },
    });
    expect(shaped.components.photos).toEqual({
      type: 'object',
      properties: { chat: { type: 'string' }, delivery: { type: 'string' } },
      additionalProperties: false,
    });
  });
});
