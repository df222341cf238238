import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

const ACCOUNTS = [
  { email: 'admin@demo.test', description: 'Administrator · Acme Research' },
  { email: 'analyst@demo.test', description: 'Collaborator · Acme Research' },
  { email: 'viewer@demo.test', description: 'Member · Acme Research' },
  { email: 'admin@globex.test', description: 'Administrator · Globex' },
];

/**
 * Shown in demo mode only: the seeded accounts, all with the password demo1234. Built from the
 * components the sign-in form already loaded: MUI's list components live with the signed-in
 * shell's code, which the sign-in page would otherwise download and run just for this.
 */
export function DemoAccounts({ onPick }: { onPick: (email: string) => void }) {
  return (
    <Box
      component="section"
      aria-labelledby="demo-accounts-title"
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Typography id="demo-accounts-title" variant="subtitle2" component="h2">
        Demo accounts
      </Typography>
      <Typography variant="body2" color="textSecondary">
        Password for all: <code>demo1234</code>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {ACCOUNTS.map((account) => (
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
                {account.description}
              </Typography>
            </Box>
            <Button
              size="small"
              onClick={() => onPick(account.email)}
              aria-label={`Use ${account.email}`}
            >
              Use
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
