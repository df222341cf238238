import { RuleTester } from 'eslint';
import rule from './no-literal-ui-text.js';

const tester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});
const error = [{ messageId: 'text' }];

tester.run('no-literal-ui-text', rule, {
  valid: [
    // From the catalog.
    'const a = <Trans>Save view</Trans>;',
    'const a = <Button>{t`Save`}</Button>;',
    'const a = <IconButton aria-label={t`Close`} />;',
    'const a = <Trans>Invite <strong>{name}</strong> again?</Trans>;',
    // No letters: punctuation, figures, symbols.
    'const a = <span>{value} · {other} —</span>;',
    'const a = <span aria-hidden>→ ± 100%</span>;',
    // Props that are not text.
    'const a = <Box component="section" sx={{ p: 2 }} variant="outlined" data-testid="score" />;',
    'const a = <Chip color="primary" size="small" label={name} />;',
  ],
  invalid: [
    { code: 'const a = <Button>Save</Button>;', errors: error },
    { code: 'const a = <IconButton aria-label="Close" />;', errors: error },
    {
      code: 'const a = <TextField label="Email" helperText="Required" />;',
      errors: [...error, ...error],
    },
    {
      code: 'const a = <Dialog confirmLabel="Delete" testNote="Why" />;',
      errors: [...error, ...error],
    },
    { code: 'const a = <span title={`Saved ${when}`} />;', errors: error },
    { code: "const a = <p>{busy ? 'Saving' : 'Saved'}</p>;", errors: [...error, ...error] },
    { code: "const a = <p>{failed && 'Could not save'}</p>;", errors: error },
    { code: "const a = <p>{'Äpfel'}</p>;", errors: error },
  ],
});
