import { toast } from '../../../../lib/toast';
import { notifyError } from '../../api/notify-error';

/**
 * What a save of one of a tour's categories, options or extras does when it answers: saved, a
 * toast and the form closes; refused, the form stays open with what was typed, the fields the
 * service named are marked, and a toast says why.
 */
export function saveCallbacks({
  saved,
  failed,
  onDone,
  markRefusal,
}: {
  saved: string;
  failed: string;
  onDone: () => void;
  markRefusal: (error: Error) => void;
}) {
  return {
    onSuccess: () => {
      toast.success(saved);
      onDone();
    },
    onError: (error: Error) => {
      markRefusal(error);
      notifyError(error, failed);
    },
  };
}
