import { ACTOR_SYSTEM } from '@mt/contracts/booking-record';
import { expiredHoldsCutoff } from '@mt/domain/pending-hold';
import type { WriteStatusChange } from '../bookings/change-status';
import type { PendingHolds } from '../holds/pending-holds';
import { holdExpiredMails } from '../mail/hold-expired-mails';
import type { BookingSettingsStore } from '../settings/booking-settings';

/**
 * Ends the pending holds whose time is up (docs/decisions/059): each booking becomes cancelled,
 * by the system, with the reason in its history, and the mails to the customer and the operator
 * are queued in that same transaction, so a booking expires once and its mails are never lost
 * or doubled. A booking the operator decided on meanwhile is left as they decided.
 */
export function createHoldExpiry(deps: {
  writeStatusChange: WriteStatusChange;
  holds: PendingHolds;
  settings: BookingSettingsStore;
  operator: { email: string; adminUrl: string };
  now: () => Date;
}) {
  /** Expires the holds ended by now; answers how many. */
  return function expireEndedHolds(): number {
    const hours = deps.settings.read().pending_hold_hours;
    let expired = 0;
    for (const id of deps.holds.endedBy(expiredHoldsCutoff(deps.now(), hours))) {
      const row = deps.writeStatusChange(id, 'cancelled', {
        by: ACTOR_SYSTEM,
        reason: 'hold_expired',
        onlyFrom: 'pending',
        mailsFor: (updated) => holdExpiredMails(updated, deps.operator, hours),
      });
      if (row) expired += 1;
    }
    return expired;
  };
}
