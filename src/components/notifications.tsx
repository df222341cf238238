import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

type Severity = 'success' | 'info' | 'warning' | 'error';

interface Notice {
  id: number;
  message: string;
  severity: Severity;
}

type Notify = (message: string, severity?: Severity) => void;

const NotifyContext = createContext<Notify>(() => {});

/** One queue of short notices (saved, deleted, failed), shown one at a time. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Notice[]>([]);
  const notify = useCallback<Notify>((message, severity = 'success') => {
    setQueue((current) => [...current, { id: Date.now() + Math.random(), message, severity }]);
  }, []);
  const current = queue[0];
  const dismiss = useCallback(() => setQueue((items) => items.slice(1)), []);
  const value = useMemo(() => notify, [notify]);

  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.id}
        open={Boolean(current)}
        autoHideDuration={current?.severity === 'error' ? 8000 : 4000}
        onClose={(_, reason) => reason !== 'clickaway' && dismiss()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {current ? (
          <Alert
            severity={current.severity}
            variant="filled"
            onClose={dismiss}
            // A long unbroken name (a segment's, say) wraps instead of running off the screen.
            sx={{ width: '100%', overflowWrap: 'anywhere' }}
          >
            {current.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NotifyContext);
}
