import { isUuid, parseDateTime, TEXT_PATTERNS } from '../lib/validate';

const EMAIL_RE = new RegExp(TEXT_PATTERNS.email, 'u');

/**
 * The contract's `format`s as the server reads them, for the generated validators
 * (validators.gen.*.ts import this module): a uuid in any case, a date-time as DRF's
 * DateTimeField reads it (seconds optional, real calendar days), an address as Django's
 * EmailValidator takes it. ajv's own formats differ in each, so the server would refuse or take
 * what the contract's readers do not.
 */
export const formats = {
  uuid: (v: string) => isUuid(v),
  'date-time': (v: string) => parseDateTime(v) !== undefined,
  email: (v: string) => EMAIL_RE.test(v),
};
