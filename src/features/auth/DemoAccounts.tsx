import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const ACCOUNTS = [
  { email: 'admin@demo.test', description: 'Administrator · Acme Research' },
  { email: 'analyst@demo.test', description: 'Collaborator · Acme Research' },
  { email: 'viewer@demo.test', description: 'Member · Acme Research' },
  { email: 'admin@globex.test', description: 'Administrator · Globex' },
];

/** Shown in demo mode only: the seeded accounts, all with the password demo1234. */
export function DemoAccounts({ onPick }: { onPick: (email: string) => void }) {
  return (
    <section aria-labelledby="demo-accounts-title">
      <Divider sx={{ mb: 2 }} />
      <Typography id="demo-accounts-title" variant="subtitle2" component="h2">
        Demo accounts
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Password for all: <code>demo1234</code>
      </Typography>
      <List dense disablePadding>
        {ACCOUNTS.map((account) => (
          <ListItem
            key={account.email}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                onClick={() => onPick(account.email)}
                aria-label={`Use ${account.email}`}
              >
                Use
              </Button>
            }
          >
            <ListItemText primary={account.email} secondary={account.description} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
