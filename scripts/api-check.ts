/**
 * The contract check of `npm test`: the OpenAPI document validates, and the generated types in
 * src/api/schema.gen.ts and the server's request validators (server/contract/validators.gen.*.ts)
 * are exactly what their generators make of it today.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { generatedPath, MODES, validatorSource } from './api-validators';

const DOC = 'src/api/openapi.yaml';
const GENERATED = 'src/api/schema.gen.ts';

await SwaggerParser.validate(DOC);
console.log(`✓ ${DOC} is a valid OpenAPI document`);

const raw = execFileSync('npx', ['openapi-typescript', DOC], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'pipe'],
});
const options = (await prettier.resolveConfig(GENERATED)) ?? {};
const fresh = await prettier.format(raw, { ...options, filepath: GENERATED });
if (fresh !== readFileSync(GENERATED, 'utf8')) {
  console.error(`✗ ${GENERATED} is stale: run \`npm run api:gen\` and commit the result.`);
  process.exit(1);
}
console.log(`✓ ${GENERATED} is up to date`);

for (const mode of MODES) {
  const file = generatedPath(mode);
  if ((await validatorSource(mode)) !== readFileSync(file, 'utf8')) {
    console.error(`✗ ${file} is stale: run \`npm run api:gen\` and commit the result.`);
    process.exit(1);
  }
  console.log(`✓ ${file} is up to date`);
}
