import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '@holdfast/shared/common';
import { clientErrorsOf, ERROR_SCHEMA, finishDocument, operationIdOf } from './openapi-document';

const idParams = { type: 'object', properties: { id: { type: 'integer' } } };

describe('operationIdOf', () => {
  it('is the method and the path under the API prefix in camel case, a parameter as By<Name>', () => {
    expect(operationIdOf('get', `${API_PREFIX}/community/threads/{id}/replies`)).toBe('getCommunityThreadsByIdReplies');
    expect(operationIdOf('PUT', `${API_PREFIX}/users/user-meta/{key}`)).toBe('putUsersUserMetaByKey');
    expect(operationIdOf('get', `${API_PREFIX}/checkin/emotions/{id}/image.svg`)).toBe('getCheckinEmotionsByIdImageSvg');
    expect(operationIdOf('post', `${API_PREFIX}/groups/{groupId}/members/{memberId}/notes`)).toBe(
      'postGroupsByGroupIdMembersByMemberIdNotes',
    );
    expect(operationIdOf('get', '/health')).toBe('getHealth');
  });
});

describe('clientErrorsOf', () => {
  it('derives the answers from what the route declares', () => {
    expect(Object.keys(clientErrorsOf({}, { security: [{ bearerAuth: [] }] }))).toEqual(['401', '403']);
    expect(Object.keys(clientErrorsOf({ config: { rateLimit: { max: 5 } } }, { body: { type: 'object' } }))).toEqual([
      '400',
      '413',
      '415',
      '422',
      '429',
    ]);
    expect(clientErrorsOf({}, { security: [{ bearerAuth: [] }], 'x-guard': 'canGrantRoles' })['403']).toContain('canGrantRoles');
    // An enum parameter names no record: no 404.
    expect(Object.keys(clientErrorsOf({}, { params: { type: 'object', properties: { key: { type: 'string', enum: ['a'] } } } }))).toEqual([
      '422',
    ]);
    const signedLink = { type: 'object', properties: { uid: {}, expires: {}, signature: {} } };
    expect(Object.keys(clientErrorsOf({}, { params: idParams, querystring: signedLink }))).toEqual(['403', '404', '422']);
  });

  it("takes the route's own config.clientErrors last: a text adds one, false drops one", () => {
    const answers = clientErrorsOf({ config: { clientErrors: { 404: false, 409: 'Already there.' } } }, { params: idParams });
    expect(answers).toEqual({ 409: 'Already there.', 422: expect.any(String) });
  });
});

describe('finishDocument', () => {
  const finished = (paths: Record<string, Record<string, Record<string, unknown>>>) => {
    const doc: { paths: typeof paths; components?: { schemas?: Record<string, unknown> }; security?: unknown } = { paths };
    finishDocument(doc, { bearerScheme: 'bearerAuth', errorSchema: { type: 'object' } });
    return doc;
  };

  it('names every operation, marks the public ones and gives the answers in the error shape', () => {
    const doc = finished({
      '/a/{id}': {
        get: { responses: { 200: { description: 'ok' } }, 'x-client-errors': { 404: 'None.' } },
        put: { operationId: 'mine', security: [{ bearerAuth: [] }], responses: {} },
      },
    });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components?.schemas?.[ERROR_SCHEMA]).toEqual({ type: 'object' });
    expect(doc.paths['/a/{id}']!.get).toEqual({
      operationId: 'getAById',
      security: [],
      responses: {
        200: { description: 'ok' },
        404: { description: 'None.', content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } } },
      },
    });
    expect(doc.paths['/a/{id}']!.put).toMatchObject({ operationId: 'mine', security: [{ bearerAuth: [] }] });
  });

  it('refuses two operations with one operationId', () => {
    expect(() => finished({ '/a-b': { get: { responses: {} } }, '/a/b': { get: { responses: {} } } })).toThrow(/getAB/);
  });

  it('documents an upload as a multipart body', () => {
    const doc = finished({ '/up': { post: { 'x-upload': { field: 'file', maxBytes: 10 }, responses: {} } } });
    expect(doc.paths['/up']!.post!.requestBody).toMatchObject({
      required: true,
      content: { 'multipart/form-data': { schema: { required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } } },
    });
  });

  it('makes nullable schemas valid OpenAPI 3.0 (nullable only beside a type)', () => {
    const schema = {
      type: 'object',
      properties: {
        union: { nullable: true, anyOf: [{ type: 'number' }, { type: 'string' }] },
        withRef: { nullable: true, anyOf: [{ type: 'number' }, { $ref: '#/components/schemas/X' }] },
        anything: { nullable: true, description: 'any value' },
        ref: { nullable: true, $ref: '#/components/schemas/X' },
        typed: { nullable: true, type: 'string' },
      },
    };
    const doc = finished({ '/n': { post: { requestBody: { content: { 'application/json': { schema } } }, responses: {} } } });
    const nullOnly = { type: 'object', nullable: true, enum: [null] };
    expect(schema.properties).toEqual({
      union: {
        anyOf: [
          { type: 'number', nullable: true },
          { type: 'string', nullable: true },
        ],
      },
      withRef: { anyOf: [{ type: 'number', nullable: true }, { $ref: '#/components/schemas/X' }, nullOnly] },
      anything: { description: 'any value' },
      ref: { anyOf: [{ $ref: '#/components/schemas/X' }, nullOnly] },
      typed: { nullable: true, type: 'string' },
    });
    expect(doc.paths['/n']!.post!.operationId).toBe('postN');
  });
});
