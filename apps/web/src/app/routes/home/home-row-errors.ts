// The error toasts of feature-areas §8 for home rows whose cards stay quiet when their list fails
// (the Supported Drones card, the Docks row). The route reads the same queries (TanStack Query
// shares them, so nothing is fetched twice) and says what failed, once per failure.
import { hasRight } from '@sortie/domain';
import type { TUser } from '@sortie/domain/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocks } from '../../../features/docks/api/docks.ts';
import { useCatalogueDrones } from '../../../features/fleet/api/catalogue.ts';
import { notifyError } from '../../../lib/notify.ts';

function useErrorToast(isError: boolean, message: string) {
  useEffect(() => {
    if (isError) notifyError(message);
  }, [isError, message]);
}

export function useSupportedDronesErrorToast() {
  const { t } = useTranslation('shell');
  useErrorToast(useCatalogueDrones().isError, t('notices.supportedDronesFailed'));
}

export function useDocksErrorToast(companyId: string, user: TUser | null) {
  const { t } = useTranslation('shell');
  const role = user?.companies.find((c) => c.id === companyId)?.role;
  const allowed = !!user && !!role && hasRight(user.rbac_rules, 'Docks', 'GET', role);
  useErrorToast(useDocks(companyId, allowed).isError, t('notices.docksFailed'));
}
