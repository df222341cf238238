import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { onlineManager } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';

const subscribe = (callback: () => void) => onlineManager.subscribe(callback);
const isOnline = () => onlineManager.isOnline();

/** While offline React Query pauses queries; this says so instead of leaving spinners unexplained. */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0 }}>
      <Trans>
        You are offline. Updates are paused and will resume when the connection returns.
      </Trans>
    </Alert>
  );
}
