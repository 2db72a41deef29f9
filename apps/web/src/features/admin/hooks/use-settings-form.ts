import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, Resolver } from 'react-hook-form';

import { markServerErrors } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import { notifyError } from '../api/notify-error';
import { serverFieldKeys } from '../utils/contract-form';
import type { KeyFor } from '../utils/contract-form';

type SettingsFormOptions<TValues extends FieldValues, TOutput, TResult> = {
  defaultValues: DefaultValues<TValues>;
  resolver: Resolver<TValues, unknown, TOutput>;
  /** The form's fields, in their order on screen: the first refused one takes the focus. */
  fields: readonly Path<TValues>[];
  problemKey: KeyFor<TValues>;
  save: UseMutationResult<TResult, unknown, TOutput>;
  /** The form's new baseline from the set as the service saved it (trimmed). */
  valuesOf: (saved: TResult) => DefaultValues<TValues>;
  /** What the toasts say, in the operator's language. */
  savedMessage: string;
  failedMessage: string;
};

/**
 * A settings panel's form (Business details, Alerts, Bookings): checked on the way out by the
 * shared contract, saved once at a time; once saved, the saved set is the new baseline; refused,
 * what was typed stays and the fields the service named say why, the first taking the focus.
 */
export function useSettingsForm<TValues extends FieldValues, TOutput, TResult>({
  defaultValues,
  resolver,
  fields,
  problemKey,
  save,
  valuesOf,
  savedMessage,
  failedMessage,
}: SettingsFormOptions<TValues, TOutput, TResult>) {
  const form = useForm<TValues, unknown, TOutput>({ mode: 'onTouched', defaultValues, resolver });

  const onValid = (input: TOutput) => {
    if (save.isPending) return;
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        toast.success(savedMessage);
      },
      onError: (error) => {
        markServerErrors(
          form.setError,
          fields,
          serverFieldKeys(error, fields, form.getValues(), problemKey),
        );
        notifyError(error, failedMessage);
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(onValid)(event);
  return { ...form, onSubmit };
}
