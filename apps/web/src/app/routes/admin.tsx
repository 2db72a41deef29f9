import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '../../components/ui/error-state';
import { Spinner } from '../../components/ui/spinner';
import { Dashboard } from '../../features/admin/components/dashboard';
import { useSession } from '../../features/auth/api/get-session';
import { useLogout } from '../../features/auth/api/logout';
import { LoginForm } from '../../features/auth/components/login-form';

/** DESIGN.md §4: /admin shows the sign-in form until the visitor signs in, then the dashboard. */
export default function AdminRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const session = useSession();
  const logout = useLogout();

  if (session.data) {
    return (
      <Dashboard
        email={session.data.email}
        signingOut={logout.isPending}
        onSignOut={() =>
          logout.mutate(undefined, {
            onError: () => toast.error(t('auth:errors.signOutFailed')),
          })
        }
      />
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

  return <LoginForm />;
}
