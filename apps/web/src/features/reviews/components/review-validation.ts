import { zodResolver } from '@hookform/resolvers/zod';
import { ReviewSubmissionSchema } from '@mt/contracts/reviews';
import type { Resolver } from 'react-hook-form';

import { withMessageKeys } from '../../../lib/lazy-resolver';
import { isReviewField, messageKey } from './review-fields';
import type { ReviewData, ReviewValues } from './review-fields';

/**
 * The review form's rules: the contract's schema, the one the tours service applies (a rating of
 * 1 to 5, a name, at most 1000 characters of text), each field's first problem as a translation
 * key. Loaded on first use (docs/decisions/044-form-validation.md).
 */
export const reviewResolver: Resolver<ReviewValues, unknown, ReviewData> = withMessageKeys(
  zodResolver(ReviewSubmissionSchema) as unknown as Resolver<ReviewValues, unknown, ReviewData>,
  (field, values, error) =>
    isReviewField(field) ? messageKey(field, values, error) : 'validation.invalid',
);
