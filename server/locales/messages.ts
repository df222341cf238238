/**
 * Every sentence the server writes, in English, the source language: result texts (value boxes,
 * states), error details and field messages. `{name}` marks a value; a value that is an English
 * number ("8,000", "+2.3") is written again in the answer's language. The German catalog
 * (`de.po` beside this file) translates each; `npm run i18n:check` keeps the two in step.
 */
export const SERVER_MESSAGES = [
  // Value boxes of a result (server/engine/result.ts).
  'Respondents',
  'All respondents',
  'of {total} respondents',
  'Respondents who match the filters and make up this result.',
  'Strongest attitude',
  'None',
  'Performance {score} of 100',
  'No ratings',
  'The attitude respondents rate highest on performance.',
  'Biggest gap',
  '{balance} points between performance and importance',
  'Every expectation is met',
  'The attitude whose performance falls furthest short of its importance (top-two box).',
  'Potential gain',
  'Main score could reach {score}',
  'How much the main score would rise if every unfulfilled expectation were closed.',
  // States of a result.
  "Fewer than {floor} respondents match these filters, or fewer than {floor} are left out by them. Results are withheld to protect respondents' privacy; change the filters.",
  'The result is being computed. Repeat the request to fetch it.',
  'The result could not be computed. Repeat the request to try again.',
  'These filters could single out a few respondents when combined with other results, so this result is withheld to protect their anonymity. Choose broader filters, such as the merged values suggested.',
  // Error details.
  'Not found.',
  'Invalid page.',
  'You do not have permission to perform this action.',
  'Authentication credentials were not provided.',
  'Invalid token.',
  'Request body too large (the limit is 1 MiB).',
  'Internal server error.',
  'Method "{method}" not allowed.',
  'Unable to log in with provided credentials.',
  // Field messages.
  'This field is required.',
  'This field may not be blank.',
  'This field may not be null.',
  'Not a valid string.',
  'A valid integer is required.',
  'Must be a valid boolean.',
  'Must be a valid UUID.',
  'Enter a valid email address.',
  'Enter a valid URL.',
  'Control characters are not allowed.',
  'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
  'Ensure this field has no more than {max} characters.',
  'Ensure this field has no more than {max} elements.',
  '"{value}" is not a valid choice.',
  'Invalid pk "{value}" - object does not exist.',
  'Expected a list of items but got type "{type}".',
  'Invalid data. Expected a dictionary, but got {type}.',
  'Unknown dataset_filterable_id "{value}" for this report.',
  'An invitation for this address is already pending.',
  'At least one column must be kept.',
  'Request was throttled. Expected available in {wait} seconds.',
  'Select a valid choice. {value} is not one of the available choices.',
  'JSON parse error - {error}',
  'Unknown column(s): {columns}.',
  'this report uses another model version than report A, so their attitudes cannot be compared.',
  'this report uses another model version than the view’s report, so their attitudes cannot be compared.',
] as const;

export type ServerMessage = (typeof SERVER_MESSAGES)[number];
