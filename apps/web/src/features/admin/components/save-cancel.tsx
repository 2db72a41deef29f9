import { useTranslation } from 'react-i18next';

import { primaryButton, secondaryButton } from './list-states';

/** An inline form's Save (Saving… while it runs) and Cancel, as every list's editor ends. */
export function SaveCancel({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <button type="submit" disabled={saving} className={primaryButton}>
        {saving ? t('common.saving') : t('common.save')}
      </button>
      <button type="button" onClick={onCancel} className={secondaryButton}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
