import { zodResolver } from '@hookform/resolvers/zod';
import { BOOKING_NOTE_MAX, BookingNoteInputSchema } from '@mt/contracts/booking-record';
import type { BookingNoteInput } from '@mt/contracts/booking-record';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { withMessageKeys } from '../../../../lib/lazy-resolver';
import { toast } from '../../../../lib/toast';
import { useAddBookingNote } from '../../api/booking-record';
import { notifyError } from '../../api/notify-error';

type NoteValues = { text: string };

const noteResolver: Resolver<NoteValues, unknown, BookingNoteInput> = withMessageKeys(
  zodResolver(BookingNoteInputSchema),
  (_field, values) =>
    values.text.trim() === '' ? 'record.notes.errors.empty' : 'record.notes.errors.tooLong',
);

/** Adds an internal note: the customer never sees it. */
export function NoteForm({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('admin');
  const addNote = useAddBookingNote();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<NoteValues, unknown, BookingNoteInput>({
    defaultValues: { text: '' },
    resolver: noteResolver,
  });
  const text = useWatch({ control, name: 'text' });
  const key = errors.text?.message as
    'record.notes.errors.empty' | 'record.notes.errors.tooLong' | undefined;

  const onValid = (note: BookingNoteInput) => {
    addNote.mutate(
      { bookingId, ...note },
      {
        onSuccess: () => {
          toast.success(t('record.notes.added'));
          reset({ text: '' });
        },
        onError: (error) => notifyError(error, t('record.notes.addFailed')),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t('record.notes.formLabel')}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="space-y-3"
    >
      <TextareaField
        label={t('record.notes.text')}
        hint={t('record.notes.hint')}
        counter={`${text.length} / ${BOOKING_NOTE_MAX}`}
        rows={3}
        error={key ? t(key) : undefined}
        {...register('text')}
      />
      <SubmitButton pending={addNote.isPending} pendingLabel={t('common.saving')}>
        {t('record.notes.add')}
      </SubmitButton>
    </form>
  );
}
