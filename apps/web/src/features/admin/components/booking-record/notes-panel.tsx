import type { BookingNote } from '@mt/contracts/booking-record';
import { formatDateTime } from '@mt/domain/format';
import { OPERATOR_TIME_ZONE } from '@mt/domain/trip-dates';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../../i18n/use-language';
import { toast } from '../../../../lib/toast';
import { useDeleteBookingNote } from '../../api/booking-record';
import { notifyError } from '../../api/notify-error';
import { dangerButton } from '../list-states';
import { useConfirmQuestion } from '../confirm-question';
import { Panel } from '../panel';
import { NoteForm } from './note-form';

/** The operator's internal notes, oldest first; each admin may delete their own. */
export function NotesPanel({
  bookingId,
  notes,
  adminEmail,
}: {
  bookingId: number;
  notes: readonly BookingNote[];
  adminEmail: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Panel title={t('record.notes.title')} hint={t('record.notes.private')}>
      {notes.length === 0 ? (
        <p className="mb-4 text-sm text-stone-600">{t('record.notes.empty')}</p>
      ) : (
        <ul className="mb-4 space-y-3" aria-label={t('record.notes.listLabel')}>
          {notes.map((note) => (
            <NoteItem
              key={note.id}
              bookingId={bookingId}
              note={note}
              mine={note.author === adminEmail}
            />
          ))}
        </ul>
      )}
      <NoteForm bookingId={bookingId} />
    </Panel>
  );
}

function NoteItem({
  bookingId,
  note,
  mine,
}: {
  bookingId: number;
  note: BookingNote;
  mine: boolean;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const deleteNote = useDeleteBookingNote();
  const { ask, question } = useConfirmQuestion();
  const deleteIt = () =>
    deleteNote.mutate(
      { bookingId, noteId: note.id },
      {
        onSuccess: () => toast.success(t('record.notes.deleted')),
        onError: (error) => notifyError(error, t('record.notes.deleteFailed')),
      },
    );
  const onDelete = () =>
    ask({
      title: t('record.notes.confirmDelete'),
      confirmLabel: t('common.delete'),
      onConfirm: deleteIt,
    });
  return (
    <li className="rounded-xl border border-amber-200 bg-amber-50 p-3">
      <p className="text-sm whitespace-pre-line text-stone-900">{note.text}</p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-stone-600">
          {t('record.notes.by', {
            by: note.author,
            date: formatDateTime(note.created_at, language, OPERATOR_TIME_ZONE),
          })}
        </p>
        {mine ? (
          <button
            type="button"
            onClick={onDelete}
            disabled={deleteNote.isPending}
            className={dangerButton}
          >
            {t('common.delete')}
          </button>
        ) : null}
      </div>
      {question}
    </li>
  );
}
