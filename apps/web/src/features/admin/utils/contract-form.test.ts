import { TagInputSchema } from '@mt/contracts/tours';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ApiError } from '../../../lib/api-client';
import { contractResolver, serverFieldKeys } from './contract-form';

const keyOf = (field: string, _values: unknown, issue: { type: string; message: string }) =>
  `${field}:${issue.type}:${issue.message}`;

const resolve = <T extends Record<string, unknown>>(
  resolver: ReturnType<typeof contractResolver<T, unknown>>,
  values: T,
) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('contractResolver', () => {
  it("keeps each field's first problem, a list row's as the list's, as the key it is given", async () => {
    const schema = z.object({
      name: z.string().min(1, 'Required'),
      rows: z.array(z.object({ url: z.string().startsWith('/', 'A path') })),
    });
    const result = await resolve(contractResolver(schema, keyOf), {
      name: '',
      rows: [{ url: '/a' }, { url: 'b' }],
    });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: 'too_small', message: 'name:too_small:Required' },
      rows: { type: 'invalid_format', message: 'rows:invalid_format:A path' },
    });
  });

  it("answers the contract's output when the values pass", async () => {
    const result = await resolve(contractResolver(TagInputSchema, keyOf), {
      name: ' Camel ride ',
      name_fr: '',
      icon: '🐪',
    });
    expect(result).toEqual({
      values: { name: 'Camel ride', name_fr: null, icon: '🐪' },
      errors: {},
    });
  });
});

describe('serverFieldKeys', () => {
  const refusal = (errors: { path: string; message: string }[]) =>
    new ApiError({ status: 400, detail: 'Validation failed', errors });

  it('puts each refusal under the field its path starts with, the first one kept', () => {
    const keys = serverFieldKeys(
      refusal([
        { path: 'images[1].image_url', message: 'Bad address' },
        { path: 'images.0.alt_text', message: 'Too long' },
        { path: 'title', message: 'Required' },
        { path: 'unknown', message: 'Ignored' },
      ]),
      ['title', 'images'] as const,
      {},
      keyOf,
    );
    expect(keys).toEqual({
      images: 'images:server:Bad address',
      title: 'title:server:Required',
    });
  });

  it("gives a field's refusal reason to the key it picks", () => {
    const keys = serverFieldKeys(
      new ApiError({
        status: 400,
        detail: 'Invalid input',
        errors: [
          {
            path: 'category_prices.0.category_id',
            message: "This category is not one of this tour's",
            reason: 'CATEGORY_NOT_ON_TOUR',
          },
        ],
      }),
      ['category_prices'] as const,
      {},
      (_field, _values, issue) => issue.reason ?? 'none',
    );
    expect(keys).toEqual({ category_prices: 'CATEGORY_NOT_ON_TOUR' });
  });

  it('finds nothing in an error without field errors', () => {
    expect(serverFieldKeys(new Error('network'), ['title'] as const, {}, keyOf)).toEqual({});
    expect(serverFieldKeys(new ApiError({ status: 503 }), ['title'] as const, {}, keyOf)).toEqual(
      {},
    );
  });
});
