import { useState } from 'react';
import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';

import '../../i18n/admin-resources';

import { ErrorState } from '../../components/ui/error-state';
import { Spinner } from '../../components/ui/spinner';
import { BookingRecordPage } from '../../features/admin/components/booking-record/booking-record-page';
import { Dashboard } from '../../features/admin/components/dashboard';
import { DayPage } from '../../features/admin/components/day/day-page';
import { ManifestPage } from '../../features/admin/components/manifest/manifest-page';
import { useSession } from '../../features/auth/api/get-session';
import { useLogout } from '../../features/auth/api/logout';
import { LoginForm } from '../../features/auth/components/login-form';
import { clearTourDraft, hasTourDraft } from '../../features/admin/utils/tour-draft';

/** docs/product.md (Screens, Admin dashboard): a sign-in form until the visitor signs in. */
export default function AdminRoute() {
  const { t } = useTranslation(['auth', 'common', 'admin']);
  const session = useSession();
  const logout = useLogout();
  const [signOutRequested, setSignOutRequested] = useState(false);
  const [lastEmail, setLastEmail] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  // A session that ends without the admin signing out has expired (an admin call answered 401
  // and the re-check said signed out): the sign-in form says so, and that any draft is kept.
  const email = session.data?.email ?? null;
  if (session.data !== undefined && email !== lastEmail) {
    setLastEmail(email);
    if (email) {
      setExpired(false);
      setSignOutRequested(false);
    } else if (lastEmail !== null && !signOutRequested) {
      setExpired(true);
    }
  }

  const signOut = () => {
    // Signing out on purpose drops an unsaved tour draft; the dashboard asked first.
    setSignOutRequested(true);
    logout.mutate(undefined, {
      onSuccess: () => clearTourDraft(),
      onError: () => {
        setSignOutRequested(false);
        toast.error(t('auth:errors.signOutFailed'));
      },
    });
  };

  if (session.data) {
    const { email: adminEmail } = session.data;
    const dashboard = (
      <Dashboard email={adminEmail} signingOut={logout.isPending} onSignOut={signOut} />
    );
    // A booking's own page, a departure's manifest and a day's departures below the dashboard
    // (docs/product.md, Admin dashboard); any other
    // address under /admin shows the dashboard (a redirect would add to every page's router chunk).
    return (
      <Routes>
        <Route path="bookings/:reference" element={<BookingRecordPage adminEmail={adminEmail} />} />
        <Route path="departures/:tourId/:date/manifest" element={<ManifestPage />} />
        <Route path="days/:date" element={<DayPage />} />
        <Route path="*" element={dashboard} />
      </Routes>
    );
  }

  if (session.isPending) return <Spinner label={t('common:loading')} />;

  if (session.isError) {
    return (
      <ErrorState
        message={t('auth:errors.sessionCheckFailed')}
        actionLabel={t('common:errors.tryAgain')}
        onAction={() => void session.refetch()}
      />
    );
  }

  return (
    <>
      {expired ? (
        <div className="mx-auto w-full max-w-md px-4 pt-10">
          <div
            role="alert"
            className="rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            <p className="font-semibold">{t('admin:session.expired')}</p>
            {hasTourDraft() ? <p className="mt-1">{t('admin:session.draftKept')}</p> : null}
          </div>
        </div>
      ) : null}
      <LoginForm />
    </>
  );
}
