import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

/**
 * The Compose specification's JSON schema (compose-spec/compose-spec, Apache-2.0), as the dclint
 * package ships it in `schemas/compose.schema.json`. Its package exports only code, so the file
 * is found beside its package.json.
 */
export function composeSchemaPath(): string {
  const manifest = createRequire(import.meta.url).resolve('dclint/package.json');
  return path.join(path.dirname(manifest), 'schemas', 'compose.schema.json');
}

let validator: ValidateFunction | undefined;

function compile(): ValidateFunction {
  // The options dclint uses: the schema has union types and formats such as "duration".
  const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
  // Its $schema spells draft-07's id with https and no '#', which Ajv does not know by that name;
  // the schema is draft-07, Ajv's default.
  const { $schema: _draft, ...schema } = JSON.parse(
    readFileSync(composeSchemaPath(), 'utf8'),
  ) as Record<string, unknown>;
  return ajv.compile(schema);
}

function describe(error: ErrorObject): string {
  const where = error.instancePath || '/';
  const extra = error.params.additionalProperty
    ? ` (${String(error.params.additionalProperty)})`
    : '';
  return `${where}: ${error.message ?? error.keyword}${extra}`;
}

/** Schema violations of an (interpolated) Compose document, one line each; none when valid. */
export function validateComposeSchema(document: unknown): string[] {
  validator ??= compile();
  return validator(document) ? [] : (validator.errors ?? []).map(describe);
}
