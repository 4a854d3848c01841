import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { ADMIN_API_VERSION } from './version';

let cached: GraphQLSchema | undefined;

/**
 * The real Admin GraphQL schema of the pinned version (an introspection result committed gzipped).
 * Building it takes ~0.5 s, so it is built once per process and shared by tests and the emulator.
 */
export function loadAdminSchema(): GraphQLSchema {
  if (cached) return cached;
  const file = new URL(`./schema/admin_${ADMIN_API_VERSION}.json.gz`, import.meta.url);
  const json = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as { data: IntrospectionQuery };
  cached = buildClientSchema(json.data);
  return cached;
}
