import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { roleLabel } from '../../lib/roles';

const ACCOUNTS = [
  { email: 'admin@demo.test', role: 2, organization: 'Acme Research' },
  { email: 'analyst@demo.test', role: 1, organization: 'Acme Research' },
  { email: 'viewer@demo.test', role: 0, organization: 'Acme Research' },
  { email: 'admin@globex.test', role: 2, organization: 'Globex' },
] as const;

/**
 * Shown in demo mode only: the seeded accounts, all with the password demo1234. Built from the
 * components the sign-in form already loaded: MUI's list components live with the signed-in
 * shell's code, which the sign-in page would otherwise download and run just for this.
 */
export function DemoAccounts({ onPick }: { onPick: (email: string) => void }) {
  const { t } = useLingui();
  return (
    <Box
      component="section"
      aria-labelledby="demo-accounts-title"
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Typography id="demo-accounts-title" variant="subtitle2" component="h2">
        <Trans>Demo accounts</Trans>
      </Typography>
      <Typography variant="body2" color="textSecondary">
        <Trans>
          Password for all: <code>demo1234</code>
        </Trans>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {ACCOUNTS.map((account) => {
          const email = account.email;
          return (
            <Box
              component="li"
              key={account.email}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75 }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {account.email}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {roleLabel(account.role)} · {account.organization}
                </Typography>
              </Box>
              <Button
                size="small"
                onClick={() => onPick(account.email)}
                aria-label={t`Use ${email}`}
              >
                <Trans>Use</Trans>
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
